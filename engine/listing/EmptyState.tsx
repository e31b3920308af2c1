import type { MouseEvent } from 'react'

/** A way back from an empty view: where it leads without the script, and the change it makes with it. */
type EmptyStateLink = { href: string; apply: () => void }

type Props = {
  /** What the list holds, in the plural, as its category names it. */
  noun: string
  /** The one filter whose removal brings back the most products, if dropping one is enough. */
  drop?: EmptyStateLink & { label: string; count: number }
  clear: EmptyStateLink
}

/** A plain click changes the view in place; a modified click opens the link as usual. */
const inPlace = (apply: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  apply()
}

/** What the list shows when the filters leave nothing: drop the narrowest filter, or clear them all. */
export function EmptyState({ noun, drop, clear }: Props) {
  return (
    <div className="listing__empty" role="status">
      <p className="listing__empty-title">{`No ${noun} match these filters`}</p>
      {drop && (
        <p>
          <a href={drop.href} onClick={inPlace(drop.apply)}>{`Remove "${drop.label}"`}</a>
          {` to see ${drop.count} ${drop.count === 1 ? 'product' : 'products'}.`}
        </p>
      )}
      <a className="button" href={clear.href} onClick={inPlace(clear.apply)}>
        Clear all filters
      </a>
    </div>
  )
}
