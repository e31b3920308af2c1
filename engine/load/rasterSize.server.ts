import { closeSync, openSync, readSync } from 'node:fs'

/** How much of a file is read to find its size: JPEG's frame header follows any metadata (EXIF, ICC). */
const HEAD_BYTES = 256 * 1024

/**
 * The pixel size of a PNG, JPEG or WebP file from its header, or undefined when the bytes are not
 * one of those. Synchronous and header-only, so the check stays fast and needs no image library.
 */
export function rasterSize(file: string): { width: number; height: number } | undefined {
  const fd = openSync(file, 'r')
  try {
    const head = Buffer.alloc(HEAD_BYTES)
    const read = readSync(fd, head, 0, HEAD_BYTES, 0)
    return sizeOf(head.subarray(0, read))
  } finally {
    closeSync(fd)
  }
}

export function sizeOf(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes)
  if (bytes.length >= 30 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return webpSize(bytes)
  return undefined
}

/** Walks the JPEG segments to the first start-of-frame marker (SOF0-SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined
    const marker = bytes[at + 1]!
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
    }
    at += 2 + bytes.readUInt16BE(at + 2)
  }
  return undefined
}

function webpSize(bytes: Buffer): { width: number; height: number } | undefined {
  const chunk = bytes.toString('ascii', 12, 16)
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21)
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) }
  }
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff }
  return undefined
}
