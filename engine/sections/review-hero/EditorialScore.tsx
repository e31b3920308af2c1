import { formatLastUpdated } from '../../shop/formatLastUpdated.ts'
import { formatCount, formatRating } from '../../shop/rating.ts'
import type { ReviewHeroData } from './resolveReviewHero.server.ts'

/** "9.2/10": the site's score always carries its scale. */
export const formatScore = (score: number) => `${score.toFixed(1)}/10`

/**
 * The site's own score beside the retailer's customer rating, each said in words, so that no
 * reader takes one for the other, then who wrote the review
 * and when it was last revised.
 */
export function EditorialScore({ product }: { product: ReviewHeroData }) {
  const { editorial, rating, retailer } = product
  return (
    <div className="review-hero__editorial">
      <p className="review-hero__score">
        <strong className="review-hero__score-value">{formatScore(editorial.score)}</strong>{' '}
        <span>Our editorial score</span>
      </p>
      <p className="review-hero__score-note">
        {formatScore(editorial.score)} is our editors' score out of 10, from our own testing (see{' '}
        <a href={editorial.methodLink.href}>{editorial.methodLink.label}</a>). The stars are {retailer}'s customer rating,{' '}
        {formatRating(rating.stars)} out of 5 from {formatCount(rating.count)} {retailer} customers, not ours.
      </p>
      <p className="review-hero__byline">
        By {editorial.author} · Updated <time dateTime={editorial.updatedAt}>{formatLastUpdated(editorial.updatedAt)}</time>
      </p>
    </div>
  )
}
