import { readFileSync, writeFileSync } from 'node:fs'
import type { Catalogue } from '../../engine/catalogue/Catalogue.ts'
import { keepRankings } from '../../engine/catalogue/keptRankings.ts'
import type { KeptRankings } from '../../engine/catalogue/keptRankings.ts'
import { recordedDigest } from '../../engine/content/checkedContent.server.ts'
import { checkedContentPath, keptRankingsPath } from './generatedFiles.ts'

/** Keeps every category's ranking of `catalogue` (the build's, at the prices it rendered with) for the content of digest `content`. */
export function writeKeptRankings(root: string, catalogue: Catalogue, content: string): void {
  writeFileSync(keptRankingsPath(root), JSON.stringify(keepRankings(catalogue, content)))
}

/**
 * The rankings the build kept, when they were kept for the content it recorded as checked (a
 * build stopped between the two leaves them for other content); undefined otherwise, or when the
 * file cannot be read: the categories are then ranked on their first read.
 */
export function readKeptRankings(root: string): KeptRankings | undefined {
  try {
    const kept = JSON.parse(readFileSync(keptRankingsPath(root), 'utf8')) as KeptRankings
    return kept.content === recordedDigest(checkedContentPath(root)) && typeof kept.categories === 'object' ? kept : undefined
  } catch {
    return undefined
  }
}
