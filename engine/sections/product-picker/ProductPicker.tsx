import { useId, useState } from 'react'
import type { PickerItem } from './PickerItem.ts'
import { AFFILIATE_REL } from '../../shop/affiliate.ts'
import { AffiliateDisclosure } from '../../ui/AffiliateDisclosure.tsx'
import { PriceAsOf } from '../../ui/PriceAsOf.tsx'
import { ProductImage } from '../../ui/ProductImage.tsx'
import { effectivePrice, formatPrice } from '../../shop/price.ts'
import { useModalDialog } from '../../ui/useModalDialog.ts'
import type { SectionProps } from '../SectionProps.ts'
import './ProductPicker.css'

/**
 * The product picker of guide pages: clicking a card selects it or, when selected, removes it; a pick
 * beyond the limit is ignored. A floating button opens "Compare Products" for the picks.
 */
export function ProductPicker({ section }: SectionProps<'product-picker'>) {
  const { items, max } = section.resolved
  const [picked, setPicked] = useState<string[]>([])
  const [open, setOpen] = useState(false)
  const toggle = (id: string) =>
    setPicked((current) => (current.includes(id) ? current.filter((other) => other !== id) : current.length >= max ? current : [...current, id]))
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
                <span className="product-picker__price">{formatPrice(effectivePrice(item.price))}</span>
                <PriceAsOf price={item.price} />
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
      <PickerDialog open={open} items={chosen} onClose={() => setOpen(false)} />
    </section>
  )
}

function PickerDialog({ open, items, onClose }: { open: boolean; items: PickerItem[]; onClose: () => void }) {
  const dialog = useModalDialog(open, onClose)
  // A page may hold several pickers: each dialog's title needs its own id.
  const titleId = useId()
  return (
    <dialog ref={dialog} className="product-picker__dialog" aria-labelledby={titleId}>
      <div className="product-picker__dialog-head">
        <h2 id={titleId}>Compare Products</h2>
        <button type="button" aria-label="Close comparison" onClick={onClose}>✕</button>
      </div>
      <div className="product-picker__columns">
        {items.map((item) => (
          <article key={item.id}>
            <ProductImage url={item.image} size="related" alt="" width={240} height={160} />
            <h3>{item.title}</h3>
            {item.description && <p>{item.description}</p>}
            <dl>
              {item.specs.map(({ label, value }) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <a className="button button--buy" href={item.buyHref} target="_blank" rel={AFFILIATE_REL}>
              {`Buy on ${item.shop}`}
            </a>
          </article>
        ))}
      </div>
      <AffiliateDisclosure className="product-picker__disclosure" />
    </dialog>
  )
}
