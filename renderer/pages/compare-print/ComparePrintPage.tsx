import { ComparisonTable } from '../../../engine/comparison/ComparisonTable.tsx'
import { AffiliateDisclosure } from '../../../engine/ui/AffiliateDisclosure.tsx'
import { usePageContext } from '../../layout/PageContextProvider.tsx'
import './ComparePrintPage.css'

/**
 * The chosen products of a comparison on one sheet: the comparison's rows, each product's name
 * and the address to find it again, in black on white for paper. Works without JavaScript.
 */
export function ComparePrintPage() {
  const { data, layout } = usePageContext()
  if (data?.kind !== 'compare-print') throw new Error('comparison print view rendered without its model')
  const chosen = data.selected.map((id) => data.products.find((product) => product.id === id)).filter((product) => product !== undefined)
  const label = data.category?.label ?? 'Products'
  return (
    <article className="compare-print">
      <p className="compare-print__back">
        <a href={data.compareHref}>← Back to the comparison</a>
      </p>
      <h1>{`${label}: my shortlist`}</h1>
      <p className="compare-print__site">{`${layout.siteName} · ${layout.siteUrl.replace(/^https?:\/\//, '')}`}</p>
      {chosen.length === 0 ? (
        <p>
          No products chosen yet. <a href={data.compareHref}>Choose up to {data.max} to compare</a>, then print them from there.
        </p>
      ) : (
        <ComparisonTable model={data.comparison} shown={chosen.map((product) => product.id)} caption={`${label}: my shortlist`} />
      )}
      <AffiliateDisclosure />
    </article>
  )
}
