import { AffiliateDisclosure } from '../ui/AffiliateDisclosure.tsx'
import type { CardProduct, CategorySettings } from '../pages/category/CategoryPageModel.ts'
import type { Page } from '../shop/listing.ts'
import { EmptyState } from './EmptyState.tsx'
import type { ComponentProps } from 'react'
import { Pagination } from './Pagination.tsx'
import { ProductCard } from './ProductCard.tsx'

type Props = {
  view: Page<CardProduct>
  settings: CategorySettings
  selected: readonly string[]
  onToggle: (id: string) => void
  /** What the empty state offers when the filters leave nothing. */
  empty: ComponentProps<typeof EmptyState>
  hrefForPage: (page: number) => string
  onPage: (page: number) => void
}

/** The count line, one page of ranked cards and the pagination; or the empty state with its ways back. */
export function ListingResults({ view, settings, selected, onToggle, empty, hrefForPage, onPage }: Props) {
  if (view.total === 0) return <EmptyState {...empty} />
  return (
    <>
      <p className="listing__count" role="status">{`Showing ${view.items.length} of ${view.total} products`}</p>
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
