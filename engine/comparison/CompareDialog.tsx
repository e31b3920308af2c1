import type { CompareChoice, ComparisonModel } from './ComparisonModel.ts'
import { ComparisonTable } from './ComparisonTable.tsx'
import { BuyLink } from '../ui/BuyLink.tsx'
import { AffiliateDisclosure } from '../ui/AffiliateDisclosure.tsx'
import { useModalDialog } from '../ui/useModalDialog.ts'
import './CompareDialog.css'

type Props = {
  open: boolean
  /** The chosen products, in the order chosen. */
  products: CompareChoice[]
  max: number
  /** Every product of the category as a comparison column, with the category's rows. */
  comparison: ComparisonModel
  onRemove: (id: string) => void
  onClose: () => void
}

/**
 * "Compare Products (n/3)" as a native modal dialog: focus moves into it, Escape closes it, and
 * focus returns to the button that opened it.
 */
export function CompareDialog({ open, products, max, comparison, onRemove, onClose }: Props) {
  const dialog = useModalDialog(open, onClose)
  const card = (id: string) => products.find((product) => product.id === id)
  return (
    <dialog ref={dialog} className="compare-modal" aria-labelledby="compare-title">
      <div className="compare-modal__head">
        <h2 id="compare-title">{`Compare Products (${products.length}/${max})`}</h2>
        <button type="button" className="compare-modal__x" aria-label="Close comparison" onClick={onClose}>
          ✕
        </button>
      </div>
      <div className="compare-modal__body">
        <ComparisonTable
          model={comparison}
          shown={products.map((product) => product.id)}
          caption={`Compare Products: ${products.map((product) => product.title).join(', ')}`}
          images
          actions={(column) => {
            const product = card(column.id)
            return (
              product && (
                <>
                  <BuyLink href={product.buyHref}>{`Check Price on ${product.shop}`}</BuyLink>
                  <button type="button" className="button button--ghost" onClick={() => onRemove(product.id)}>
                    Remove
                  </button>
                </>
              )
            )
          }}
        />
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
