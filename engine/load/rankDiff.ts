import type { ApiProduct } from '../catalogue/ApiProduct.ts'
import { awardChanges, moveLine, movedEnough } from '../catalogue/rankingReport.ts'
import type { Content } from './Content.ts'
import { scoreChange, scoreFigure } from '../format/scores.ts'

/**
 * What changed in each category's ranking between two loads of the content: who moved, by how many
 * places and by how much score, and why (which weights and sub-scores changed, with what each
 * change did to the score). Products new or gone are said so, and awards that changed hands. An
 * empty list: nothing moved.
 */
export function rankDiff(before: Content, after: Content): string[] {
  const lines: string[] = []
  for (const category of after.categories.all()) {
    const now = after.catalogue.category(category.slug)?.data ?? []
    const was = before.catalogue.category(category.slug)?.data ?? []
    const wasPlace = new Map(was.map((product, index) => [product.id, index + 1]))
    const wasById = new Map(was.map((product) => [product.id, product]))
    const versions = was[0] && now[0] && was[0].ourScore.methodVersion !== now[0].ourScore.methodVersion ? ` (method version ${was[0].ourScore.methodVersion} -> ${now[0].ourScore.methodVersion})` : ''
    const moved: string[] = []
    now.forEach((product, index) => {
      const place = index + 1
      const old = wasById.get(product.id)
      if (!old) return void moved.push(`  #${place} ${product.id}: new, score ${scoreFigure(product.ourScore.overall)}`)
      const from = wasPlace.get(product.id)!
      const scores = { was: old.ourScore.overall, now: product.ourScore.overall }
      if (movedEnough(from, place, scores)) moved.push(moveLine(product.id, from, place, scores, reasons(old, product)))
    })
    for (const product of was) if (!now.some((other) => other.id === product.id)) moved.push(`  #${wasPlace.get(product.id)} ${product.id}: gone`)
    moved.push(...awardChanges(before.catalogue.category(category.slug)?.awards ?? [], after.catalogue.category(category.slug)?.awards ?? []))
    if (moved.length) lines.push(`${category.label}${versions}:`, ...moved)
  }
  return lines
}

/** Each weight or sub-score that changed, with its effect on the score (weight x sub-score / 100). */
function reasons(old: ApiProduct, now: ApiProduct): string {
  const why: string[] = []
  for (const part of now.ourScore.parts) {
    const was = old.ourScore.parts.find((other) => other.key === part.key)
    const effect = (part.weight * part.score - (was ? was.weight * was.score : 0)) / 100
    if (!was) why.push(`new criterion ${part.key} (${scoreChange(effect, 2)})`)
    else {
      if (was.weight !== part.weight) why.push(`weight ${part.key} ${was.weight} -> ${part.weight}`)
      if (was.score !== part.score) why.push(`sub-score ${part.key} ${scoreFigure(was.score)} -> ${scoreFigure(part.score)}`)
      if (was.weight !== part.weight || was.score !== part.score) why[why.length - 1] += ` (${scoreChange(effect, 2)})`
    }
  }
  for (const part of old.ourScore.parts) if (!now.ourScore.parts.some((other) => other.key === part.key)) why.push(`criterion ${part.key} dropped (${scoreChange((-part.weight * part.score) / 100, 2)})`)
  return why.length ? why.join(', ') : 'others moved'
}
