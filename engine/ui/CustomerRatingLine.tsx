import { customerRatingText, ratingSource } from '../shop/rating.ts'
import type { CustomerRating } from '../shop/rating.ts'
import { Stars } from './Stars.tsx'

/**
 * A customer rating wherever a product shows one: "Customer rating", the stars out of 5 with the
 * value, then how many gave it, where and when they were read. The stars' accessible name says all
 * of it, so a screen reader hears the same figure and source as the text beside them.
 */
export function CustomerRatingLine({ rating, className }: { rating: CustomerRating; className?: string }) {
  return (
    <span className={className ? `customer-rating ${className}` : 'customer-rating'}>
      Customer rating <Stars value={rating.stars} label={`Customer rating ${customerRatingText(rating)}`} />{' '}
      <span className="customer-rating__source" aria-hidden="true">
        out of 5 from {ratingSource(rating)}
      </span>
    </span>
  )
}
