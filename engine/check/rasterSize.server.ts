import { closeSync, openSync, readSync, statSync } from 'node:fs'
import { JPG } from 'image-size/types/jpg'
import { PNG } from 'image-size/types/png'
import { WEBP } from 'image-size/types/webp'

/** How much of a file is read to find its size: JPEG's frame header follows any metadata (EXIF, ICC). */
const HEAD_BYTES = 256 * 1024

/**
 * The raster formats a catalogue photo may be in, each with `image-size`'s reader of its header.
 * Only these three are loaded: the package's entry loads a reader for each of its twenty formats.
 */
const PHOTO_FORMATS = [PNG, JPG, WEBP]

/**
 * One buffer for every head read: the check reads thousands of photos in turn, and a new 256 KB
 * buffer for each (zero-filled) was most of a check's time at 10,000 reviews. Safe to share, as
 * the read and the header parse are synchronous.
 */
let headBuffer: Buffer | undefined

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
    const head = (headBuffer ??= Buffer.allocUnsafe(HEAD_BYTES))
    const read = readSync(fd, head, 0, HEAD_BYTES, 0)
    return sizeOf(head.subarray(0, read))
  } finally {
    closeSync(fd)
  }
}

function sizeOf(bytes: Buffer): { width: number; height: number } | undefined {
  try {
    const format = PHOTO_FORMATS.find((reader) => reader.validate(bytes))
    if (!format) return undefined
    const { width, height } = format.calculate(bytes)
    return { width, height }
  } catch {
    return undefined
  }
}
