import { AffiliateDisclosure } from '../../../engine/ui/AffiliateDisclosure.tsx'
import { usePageContext } from '../../PageContextProvider.tsx'
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
        <table className="compare-print__table">
          <thead>
            <tr>
              <td />
              {chosen.map((product) => (
                <th key={product.id} scope="col">
                  {product.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map(({ label: rowLabel, fact }) => (
              <tr key={fact}>
                <th scope="row">{rowLabel}</th>
                {chosen.map((product) => (
                  <td key={product.id}>{product.values[fact]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AffiliateDisclosure />
    </article>
  )
}
