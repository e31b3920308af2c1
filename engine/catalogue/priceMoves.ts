import type { OfferBook } from '../shop/offerBook.ts'
import type { PriceView } from '../shop/PriceView.ts'
import type { Catalogue } from './Catalogue.ts'
import type { Ranking } from './rankCategory.ts'
import { formatPrice } from '../format/money.ts'
import { scoreFigure } from '../format/scores.ts'
import { awardChanges, moveLine, movedEnough } from './rankingReport.ts'

/**
 * What a change of prices did to each category's ranking, as rank:diff says it for content: each
 * product that moved or whose score changed, old place -> new place, with the cause (its best
 * price with shipping, old -> new, and the sub-scores that moved with it; "others moved" for a
 * product passed by another), and awards that changed hands. Empty when nothing moved.
 */
export function priceMoves(catalogue: Catalogue, before: OfferBook, after: OfferBook): string[] {
  const [then, today] = [catalogue.at(before), catalogue.at(after)]
  return catalogue.categories.all().flatMap((category) => {
    const was = then.category(category.slug)
    const now = today.category(category.slug)
    if (!was || !now) return []
    const moved = [...movedProducts(was, now, then.prices, today.prices), ...awardChanges(was.awards, now.awards)]
    return moved.length ? [`${category.label}:`, ...moved] : []
  })
}

/**
 * The products whose place, score or awards differ between two snapshots of the catalogue: every
 * page naming one of them says something else now, though its own price may not have changed (a
 * product passed by another, an award handed over, a Top pick replaced).
 */
export function rankingMoves(before: Catalogue, after: Catalogue): Set<string> {
  const moved = new Set<string>()
  for (const category of after.categories.all()) {
    const was = before.category(category.slug)
    const now = after.category(category.slug)
    if (!was || !now) continue
    const old = new Map(was.data.map((product, index) => [product.id, { index, product }]))
    now.data.forEach((product, index) => {
      const then = old.get(product.id)
      if (!then || then.index !== index || then.product.ourScore.overall !== product.ourScore.overall || then.product.awards.join('\n') !== product.awards.join('\n')) moved.add(product.id)
    })
  }
  return moved
}

function movedProducts(was: Ranking, now: Ranking, before: PriceView, after: PriceView): string[] {
  const wasPlace = new Map(was.data.map((product, index) => [product.id, index + 1]))
  return now.data.flatMap((product, index) => {
    const place = index + 1
    const from = wasPlace.get(product.id) ?? place
    const old = was.scoreOf(product.id)
    const score = now.scoreOf(product.id)
    if (!movedEnough(from, place, { was: old.overall, now: score.overall })) return []
    const cause = priceCause(product, before, after)
    const parts = score.parts.flatMap((part) => {
      const oldPart = old.parts.find((other) => other.key === part.key)
      return oldPart && oldPart.score !== part.score ? [`${part.label.toLowerCase()} ${scoreFigure(oldPart.score)} -> ${scoreFigure(part.score)}`] : []
    })
    const why = cause ? [cause, ...parts].join(', ') : 'others moved'
    return [moveLine(product.id, from, place, { was: old.overall, now: score.overall }, why)]
  })
}

/** "best price with shipping $1,199.00 -> $999.00", or nothing when the product's own price did not change. */
function priceCause(product: { id: string }, before: PriceView, after: PriceView): string | undefined {
  const old = before.landed(product.id)?.amount
  const now = after.landed(product.id)?.amount
  if (old === now) return undefined
  const text = (amount: number | undefined) => (amount === undefined ? 'none' : formatPrice(amount))
  return `best price with shipping ${text(old)} -> ${text(now)}`
}
