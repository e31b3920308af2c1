import { readFileSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'

/**
 * Every picture shown for a product is of that product: its file is named after the product's id,
 * a dash and a number (`glidecore-e5-1.svg`, `glidecore-e5-2.jpg`). A copied product keeps the
 * pictures of the one it was copied from until they are renamed; this says which name it wants.
 */
export function imageNameProblem(image: string, productId: string): string | undefined {
  const name = posix.basename(image)
  const match = /^(.*)-(\d+)\.([a-z]+)$/.exec(name)
  if (match && match[1] === productId) return undefined
  const extension = match?.[3] ?? posix.extname(name).slice(1)
  const wanted = `${productId}-${match?.[2] ?? '1'}.${extension || 'svg'}`
  return `image "${name}" is not named after its product "${productId}"; name the file ${wanted} (the product's id, a dash and a number) and write ${posix.join(posix.dirname(image), wanted)} here`
}

/** The words of each illustration read so far, by file (device and inode): products copied from one share it until renamed. */
export type SvgWords = Map<string, string[]>

/**
 * An illustration prints its product's brand and no other words, so it cannot show another maker's
 * machine. `file` is relative to the content folder; an unreadable file is the image check's to report.
 */
export function svgWordsProblem(contentDir: string, file: string, brand: string, read: SvgWords): string | undefined {
  if (!file.endsWith('.svg')) return undefined
  const path = join(contentDir, file)
  // Keyed by the file itself, not its name: copied products' pictures are often links to one file.
  const id = fileId(path)
  if (id === undefined) return undefined
  let words = read.get(id)
  if (!words) {
    let text = ''
    try {
      text = readFileSync(path, 'utf8')
    } catch {
      return undefined
    }
    words = [...text.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map(([, inner]) => inner!.trim())
    read.set(id, words)
  }
  const other = words.find((word) => word !== brand)
  return other === undefined ? undefined : `${file} prints "${other}"; an illustration prints its product's brand, "${brand}", and no other words`
}

/** The file's device and inode, the same for every name a hard link gives it; undefined when unreadable. */
function fileId(path: string): string | undefined {
  const stats = statSync(path, { throwIfNoEntry: false })
  return stats && `${stats.dev}:${stats.ino}`
}
