import { AffiliateDisclosure } from '../ui/AffiliateDisclosure.tsx'
import type { CardProduct, CategorySettings } from '../pages/category/CategoryPageModel.ts'
import type { Page } from '../shop/listing.ts'
import { EmptyState } from './EmptyState.tsx'
import type { ComponentProps } from 'react'
import { Pagination } from './Pagination.tsx'
import { ProductCard } from './ProductCard.tsx'
import type { ViewState } from './useViewFetch.ts'

type Props = {
  view: Page<CardProduct>
  /** Whether the view the filters ask for is being fetched, or could not be: the list shows the last one meanwhile. */
  state: ViewState
  /** The asked view's own URL: loading it whole is the way out when fetching it failed. */
  retryHref: string
  settings: CategorySettings
  selected: readonly string[]
  onToggle: (id: string) => void
  /** What the empty state offers when the filters leave nothing. */
  empty: ComponentProps<typeof EmptyState>
  hrefForPage: (page: number) => string
  onPage: (page: number) => void
}

/** The count line, one page of ranked cards and the pagination; or the empty state with its ways back. */
export function ListingResults({ view, state, retryHref, settings, selected, onToggle, empty, hrefForPage, onPage }: Props) {
  const status = (
    <p className={`listing__count listing__count--${state}`} role="status">
      {state === 'loading' && 'Updating the list…'}
      {state === 'failed' && (
        <>
          {'The list could not be updated. '}
          <a href={retryHref}>Load this view again</a>
        </>
      )}
      {state === 'ready' && view.total > 0 && `Showing ${view.items.length} of ${view.total} products`}
    </p>
  )
  if (view.total === 0) {
    return (
      <>
        {state !== 'ready' && status}
        <EmptyState {...empty} />
      </>
    )
  }
  return (
    <>
      {status}
      <AffiliateDisclosure className="listing__disclosure" />
      <ol className="listing__grid">
        {view.items.map((product, i) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              facts={settings.cardFacts}
              first={i === 0}
              selected={selected.includes(product.id)}
              onToggleCompare={() => onToggle(product.id)}
            />
          </li>
        ))}
      </ol>
      <Pagination page={view.page} pageCount={view.pageCount} hrefFor={hrefForPage} onChoose={onPage} />
    </>
  )
}
