import { useState } from 'react'
import { useUrlState } from '../client/urlState.ts'
import { chosenIds, compareHref, toggleCompare } from './compareScope.ts'
import { ComparisonTable } from './ComparisonTable.tsx'
import type { CompareItem, CompareView } from './ComparisonModel.ts'
import { BuyLink } from '../ui/BuyLink.tsx'
import { AffiliateDisclosure } from '../ui/AffiliateDisclosure.tsx'
import { ProductImage } from '../ui/ProductImage.tsx'
import './GeneralCompare.css'

/** The general comparison page: choose up to 5 of a category, compare them in a table. */
export function GeneralCompare({ model }: { model: CompareView }) {
  const [selected, setSelected] = useState(model.selected)
  const { category, products, max } = model
  // Back and Forward bring an earlier selection back from the URL.
  const writeUrl = useUrlState((search) => setSelected(chosenIds(search.get('ids') ?? undefined, products, max)))
  if (!category || products.length === 0) return <NoProducts categories={model.categories} />
  const slug = category.slug
  function toggle(id: string) {
    const next = toggleCompare(selected, id, max).selected
    setSelected(next)
    writeUrl(compareHref(slug, next))
  }
  const chosen = selected.map((id) => products.find((product) => product.id === id)).filter((product) => product !== undefined)
  const full = selected.length >= max
  return (
    <div className="general-compare">
      <a className="general-compare__back" href="/blog">← Back to the blog</a>
      <h1>{`Compare ${category.label}`}</h1>
      <section className="section" aria-labelledby="choose-heading">
        <h2 id="choose-heading">{`Select Products to Compare (Max ${max})`}</h2>
        <ul className="general-compare__grid">
          {products.map((product) => {
            const isSelected = selected.includes(product.id)
            const blocked = full && !isSelected
            return (
              <li key={product.id} className={isSelected ? 'is-selected' : undefined}>
                <ProductImage url={product.image} size="related" alt="" width={72} height={48} loading="lazy" />
                <span className="general-compare__name">{product.title}</span>
                <button type="button" className="button button--ghost" aria-pressed={isSelected} disabled={blocked} onClick={() => toggle(product.id)}>
                  {isSelected ? 'Selected ✓' : blocked ? `Maximum ${max} products` : 'Select'}
                </button>
              </li>
            )
          })}
        </ul>
      </section>
      <section className="section" aria-labelledby="table-heading">
        <h2 id="table-heading">Comparison</h2>
        <CompareTable items={chosen} comparison={model.comparison} max={max} />
        {chosen.length > 0 && (
          <p className="general-compare__print">
            <a href={compareHref(slug, selected, { print: true })}>Print this shortlist</a> to take it to a store.
          </p>
        )}
        <AffiliateDisclosure />
      </section>
    </div>
  )
}

/** The chosen products side by side, one row per comparison row of the category file. */
function CompareTable({ items, comparison, max }: { items: CompareItem[]; comparison: CompareView['comparison']; max: number }) {
  if (items.length === 0) return <p>{`Select up to ${max} products to compare their features.`}</p>
  const buy = (id: string) => items.find((item) => item.id === id)
  return (
    <ComparisonTable
      model={comparison}
      shown={items.map((item) => item.id)}
      caption={`Comparison: ${items.map((item) => item.title).join(', ')}`}
      actions={(product) => {
        const item = buy(product.id)
        return item && <BuyLink href={item.buyHref}>{`Check Price on ${item.shop}`}</BuyLink>
      }}
    />
  )
}

function NoProducts({ categories }: { categories: CompareView['categories'] }) {
  return (
    <div className="general-compare">
      <h1>Compare products</h1>
      <section className="section">
        <p>No products found for this category.</p>
        <p>Choose a category to compare:</p>
        <ul>
          {categories.map(({ slug, label }) => (
            <li key={slug}>
              <a href={compareHref(slug, [])}>{label}</a>
            </li>
          ))}
        </ul>
        <a href="/blog">← Back to the blog</a>
      </section>
    </div>
  )
}
