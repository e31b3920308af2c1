import { formatRating } from '../../shop/rating.ts'
import { Stars } from '../../ui/Stars.tsx'
import type { SectionProps } from '../contract/SectionProps.ts'
import type { customerRatings } from './customer-ratings.ts'
import type { RatingEntry as Entry } from './resolveCustomerRatings.server.ts'
import { formatDay } from '../../format/dates.ts'
import './CustomerRatings.css'

/**
 * Ratings quoted from stores, each with its source and the day it was read: first the catalogue's
 * own stars and count, then each other store's fixed rating, out of 5 or 10, as written. The
 * catalogue's rating is never typed in a review, so it cannot disagree with the catalogue.
 */
export function CustomerRatings({ section }: SectionProps<typeof customerRatings>) {
  const { entries } = section.resolved
  return (
    <section className="section customer-ratings" id={section.id}>
      <h2>{section.heading}</h2>
      <ul className="customer-ratings__list">
        {entries.map((entry) => (
          <li key={`${entry.store} ${entry.readOn}`} className="customer-ratings__entry">
            <span className="customer-ratings__store">{entry.store}</span>
            <RatingLine entry={entry} />
            <span className="customer-ratings__reviews">
              {`from ${entry.reviews} customer ratings, read `}
              <time dateTime={entry.readOn}>{formatDay(entry.readOn)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Stars always on the 5 scale; a rating out of 10 is written "8.3/10" beside them. */
function RatingLine({ entry }: { entry: Entry }) {
  const text = `${formatRating(entry.rating)}/${entry.outOf}`
  return (
    <span className="customer-ratings__rating">
      <Stars value={(entry.rating * 5) / entry.outOf} label={`Rated ${formatRating(entry.rating)} out of ${entry.outOf}`} showValue={false} />
      <span className="customer-ratings__value" aria-hidden="true">{text}</span>
    </span>
  )
}
