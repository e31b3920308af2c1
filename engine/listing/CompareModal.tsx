import type { CategoryFact } from '../../schemas/types.gen.ts'
import type { CardProduct } from '../pages/category/CategoryPageModel.ts'
import { AFFILIATE_REL } from '../shop/affiliate.ts'
import { AffiliateDisclosure } from '../ui/AffiliateDisclosure.tsx'
import { ProductImage } from '../ui/ProductImage.tsx'
import { factValue } from '../shop/factValue.ts'
import { datedPrice } from '../shop/priceDate.ts'
import { formatCount, formatRating } from '../shop/rating.ts'
import { formatOurScore } from '../ui/OurScore.tsx'
import { useModalDialog } from '../ui/useModalDialog.ts'
import './CompareModal.css'

type Props = {
  open: boolean
  products: CardProduct[]
  max: number
  /** The category's own rows, after name, brand, price and rating. */
  rows: readonly CategoryFact[]
  onRemove: (id: string) => void
  onClose: () => void
}

type Row = [label: string, value: (product: CardProduct) => string | undefined]

const COMMON_ROWS: Row[] = [
  ['Brand', (p) => p.brand],
  ['Price', (p) => datedPrice(p.price)],
  ['Our score', (p) => formatOurScore(p.ourScore)],
  ['Customer rating', (p) => `${formatRating(p.rating.stars)} out of 5 (${formatCount(p.rating.count)} ratings)`],
]

/**
 * "Compare Products (n/3)" as a native modal dialog: focus moves into it, Escape closes it, and
 * focus returns to the button that opened it.
 */
export function CompareModal({ open, products, max, rows: categoryRows, onRemove, onClose }: Props) {
  const dialog = useModalDialog(open, onClose)
  const title = (p: CardProduct) => p.title
  const rows: Row[] = [['Product Name', title], ...COMMON_ROWS, ...categoryRows.map(({ label, fact }): Row => [label, (p) => factValue(p, fact)])]
  return (
    <dialog ref={dialog} className="compare-modal" aria-labelledby="compare-title">
      <div className="compare-modal__head">
        <h2 id="compare-title">{`Compare Products (${products.length}/${max})`}</h2>
        <button type="button" className="compare-modal__x" aria-label="Close comparison" onClick={onClose}>
          ✕
        </button>
      </div>
      <div className="compare-modal__scroll">
        <table className="compare-modal__table">
          <thead>
            <tr>
              <td />
              {products.map((p) => (
                <th key={p.id} scope="col">
                  <ProductImage url={p.images[0]} size="related" alt="" width={160} height={107} />
                  <span>{title(p)}</span>
                  <a className="button button--buy" href={p.buyHref} target="_blank" rel={AFFILIATE_REL}>
                    {`Check Price on ${p.shop}`}
                  </a>
                  <button type="button" className="button button--ghost" onClick={() => onRemove(p.id)}>
                    Remove
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {products.map((p) => (
                  <td key={p.id}>{value(p) ?? 'N/A'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AffiliateDisclosure className="compare-modal__disclosure" />
      <div className="compare-modal__foot">
        <p>{`Select up to ${max} products to compare`}</p>
        <button type="button" className="button" onClick={onClose}>
          Close Comparison
        </button>
      </div>
    </dialog>
  )
}
