import { useId, useState } from 'react'
import { compareLimitMessage, toggleCompare } from '../../comparison/compareScope.ts'
import type { ComparisonModel } from '../../comparison/ComparisonModel.ts'
import { ComparisonTable } from '../../comparison/ComparisonTable.tsx'
import type { PickerItem } from './PickerItem.ts'
import { BuyLink } from '../../ui/BuyLink.tsx'
import { AffiliateDisclosure } from '../../ui/AffiliateDisclosure.tsx'
import { PriceAsOf } from '../../ui/PriceAsOf.tsx'
import { CheckPriceAt } from '../../ui/CheckPriceAt.tsx'
import { ProductImage } from '../../ui/ProductImage.tsx'
import { useModalDialog } from '../../ui/useModalDialog.ts'
import type { SectionProps } from '../contract/SectionProps.ts'
import type { productPicker } from './product-picker.ts'
import { effectivePrice, formatPrice } from '../../format/money.ts'
import './ProductPicker.css'

/**
 * The product picker of guide pages: clicking a card selects it or, when selected, removes it; a pick
 * beyond the limit is refused with an alert, as on every page that compares. A floating button
 * opens "Compare Products" for the picks.
 */
export function ProductPicker({ section }: SectionProps<typeof productPicker>) {
  const { items, max, comparison } = section.resolved
  const [picked, setPicked] = useState<string[]>([])
  const [open, setOpen] = useState(false)
  function toggle(id: string) {
    const result = toggleCompare(picked, id, max)
    if (result.refused) window.alert(compareLimitMessage(max))
    else setPicked(result.selected)
  }
  const chosen = picked.map((id) => items.find((item) => item.id === id)).filter((item) => item !== undefined)
  return (
    <section className="section product-picker" id={section.id}>
      <h2>{section.heading}</h2>
      {section.intro && <p className="section__intro">{section.intro}</p>}
      {items.length === 0 ? (
        <p>No products available in this range.</p>
      ) : (
        <ul className="product-picker__grid">
          {items.map((item) => (
            <li key={item.id}>
              <button type="button" className="product-picker__card" aria-pressed={picked.includes(item.id)} onClick={() => toggle(item.id)}>
                <ProductImage url={item.image} size="related" alt="" width={240} height={160} loading="lazy" />
                <span className="product-picker__title">{item.title}</span>
                {item.price && (
                  <>
                    <span className="product-picker__price">{formatPrice(effectivePrice(item.price))}</span>
                    <PriceAsOf price={item.price} />
                  </>
                )}
                {item.checkPrice && <CheckPriceAt check={item.checkPrice} linked={false} />}
                <span className="product-picker__hint">{picked.includes(item.id) ? 'Selected ✓' : `Select to compare (up to ${max})`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen.length > 0 && (
        <button type="button" className="button product-picker__compare" onClick={() => setOpen(true)}>
          {`Compare ${chosen.length} Product${chosen.length === 1 ? '' : 's'}`}
        </button>
      )}
      {items.length > 0 && <AffiliateDisclosure />}
      <PickerDialog open={open} items={chosen} comparison={comparison} onClose={() => setOpen(false)} />
    </section>
  )
}

type DialogProps = { open: boolean; items: PickerItem[]; comparison: ComparisonModel; onClose: () => void }

function PickerDialog({ open, items, comparison, onClose }: DialogProps) {
  const dialog = useModalDialog(open, onClose)
  // A page may hold several pickers: each dialog's title needs its own id.
  const titleId = useId()
  const buy = (id: string) => items.find((item) => item.id === id)
  return (
    <dialog ref={dialog} className="product-picker__dialog" aria-labelledby={titleId}>
      <div className="product-picker__dialog-head">
        <h2 id={titleId}>Compare Products</h2>
        <button type="button" aria-label="Close comparison" onClick={onClose}>✕</button>
      </div>
      <ComparisonTable
        model={comparison}
        shown={items.map((item) => item.id)}
        caption={`Compare Products: ${items.map((item) => item.title).join(', ')}`}
        images
        actions={(product) => {
          const item = buy(product.id)
          if (!item) return undefined
          return <BuyLink href={item.buyHref}>{`Buy on ${item.shop}`}</BuyLink>
        }}
      />
      <AffiliateDisclosure className="product-picker__disclosure" />
    </dialog>
  )
}
