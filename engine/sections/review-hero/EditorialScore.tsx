import { OurScore } from '../../ui/OurScore.tsx'
import { customerRatingText } from '../../shop/rating.ts'
import type { ReviewHeroData } from './resolveReviewHero.server.ts'
import { formatLongDay } from '../../format/dates.ts'

/**
 * The site's own score beside the customer rating, with its source and date, each said in words, so that no
 * reader takes one for the other, then who wrote the review
 * and when it was last revised.
 */
export function EditorialScore({ product }: { product: ReviewHeroData }) {
  const { editorial, rating } = product
  return (
    <div className="review-hero__editorial">
      <p className="review-hero__score">
        <strong className="review-hero__score-value">
          <OurScore score={editorial.score} />
        </strong>
      </p>
      <p className="review-hero__score-note">
        Our score is computed from our sub-scores by{' '}
        <a href={editorial.methodHref}>method version {editorial.methodVersion}</a> (see{' '}
        <a href={editorial.methodLink.href}>{editorial.methodLink.label}</a>). The stars are customers' rating, not ours: {customerRatingText(rating)}.
      </p>
      <p className="review-hero__byline">
        By {editorial.author} · Last updated <time dateTime={editorial.updatedAt}>{formatLongDay(editorial.updatedAt)}</time>
      </p>
    </div>
  )
}
