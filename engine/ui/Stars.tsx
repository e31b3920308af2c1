import { formatRating, starFills } from '../shop/rating.ts'
import './Stars.css'

type Props = {
  value: number
  outOf?: number
  label?: string
  /** Off when the caller shows the value in its own words, such as "8.3/10". */
  showValue?: boolean
}

/** Star row plus the value to one decimal; the accessible name says the rating in words. */
export function Stars({ value, outOf = 5, label, showValue = true }: Props) {
  const text = formatRating(value)
  return (
    <span className="stars" role="img" aria-label={label ?? `Rated ${text} out of ${outOf}`}>
      {starFills(value, outOf).map((fill, i) => (
        <span key={i} className={`star star--${fill}`} aria-hidden="true">
          ★
        </span>
      ))}
      {showValue && (
        <span className="stars__value" aria-hidden="true">
          {text}
        </span>
      )}
    </span>
  )
}
