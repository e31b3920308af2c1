import { AffiliateDisclosure } from '../../ui/AffiliateDisclosure.tsx'
import type { RelatedItem } from '../contract/RelatedItem.ts'
import { usePageData } from '../contract/PageDataContext.tsx'
import type { SectionProps } from '../contract/SectionProps.ts'
import type { relatedProducts } from './related-products.ts'
import { RelatedCard } from './RelatedCard.tsx'
import './RelatedProducts.css'

/**
 * A row of related or alternative products on a review page. The ids the section lists, or else
 * the server's automatic choice. Empty, it is hidden unless the page says to show it empty.
 */
export function RelatedProducts({ section }: SectionProps<typeof relatedProducts>) {
  const related = usePageData('related', 'related-products')
  const items = section.products
    ? section.products.flatMap((id): RelatedItem[] => (related.listed[id] ? [related.listed[id]] : []))
    : related.automatic
  if (!items.length && !section.showWhenEmpty) return null
  return (
    <section className="section related-products" id={section.id}>
      <h2>{section.heading ?? 'Related Products'}</h2>
      {items.length ? (
        <>
          <ul className="related-products__cards">
            {items.map((item) => (
              <li key={item.id}>
                <RelatedCard item={item} buttonLabel={section.buttonLabel} />
              </li>
            ))}
          </ul>
          <AffiliateDisclosure />
        </>
      ) : (
        <p className="related-products__empty">No similar products to show right now.</p>
      )}
    </section>
  )
}
