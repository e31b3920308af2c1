import { closeSync, openSync, readSync, statSync } from 'node:fs'
import { imageSize } from 'image-size'

/** How much of a file is read to find its size: JPEG's frame header follows any metadata (EXIF, ICC). */
const HEAD_BYTES = 256 * 1024

/** The raster formats a catalogue photo may be in, as `image-size` names them. */
const PHOTO_TYPES = new Set(['png', 'jpg', 'webp'])

/**
 * The pixel size of a PNG, JPEG or WebP file, or undefined when the bytes are not a readable one of
 * those. Only the head of the file is read and handed to `image-size` (synchronous, header-only),
 * so checking a thousand photos stays fast. A special file named like an image (a FIFO would
 * block the read for ever) or one that cannot be opened is not a readable image either.
 */
export function rasterSize(file: string): { width: number; height: number } | undefined {
  let fd: number
  try {
    if (!statSync(file).isFile()) return undefined
    fd = openSync(file, 'r')
  } catch {
    return undefined
  }
  try {
    const head = Buffer.alloc(HEAD_BYTES)
    const read = readSync(fd, head, 0, HEAD_BYTES, 0)
    return sizeOf(head.subarray(0, read))
  } finally {
    closeSync(fd)
  }
}

function sizeOf(bytes: Buffer): { width: number; height: number } | undefined {
  try {
    const { type, width, height } = imageSize(bytes)
    return type && PHOTO_TYPES.has(type) ? { width, height } : undefined
  } catch {
    return undefined
  }
}
