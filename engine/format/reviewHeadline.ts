import type { ReviewPage } from '../../schemas/types.gen.ts'
import { scoreOutOf10 } from './scores.ts'

/**
 * A review's title and main heading: the product it reviews and the review's verdict, e.g.
 * "Acme R1 Rower review: the quietest rower we have tested". Without a
 * written verdict the site's score stands in for it, so a one-product page never claims a list.
 */
export function reviewHeadline(productTitle: string, review: Pick<ReviewPage, 'verdict'>, ourScore: number): string {
  return `${productTitle} review: ${review.verdict ?? `our score ${scoreOutOf10(ourScore)}`}`
}
