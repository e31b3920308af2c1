import { useState } from 'react'
import type { CategoryFact } from '../../schemas/types.gen.ts'
import type { CardProduct } from '../pages/category/CategoryPageModel.ts'
import { BuyLink } from '../ui/BuyLink.tsx'
import { AFFILIATE_REL } from '../shop/affiliate.ts'
import { ProductImage } from '../ui/ProductImage.tsx'
import { categoryFactText } from '../shop/productFacts.ts'
import { CustomerRatingLine } from '../ui/CustomerRatingLine.tsx'
import { OurScore } from '../ui/OurScore.tsx'
import { PriceAsOf } from '../ui/PriceAsOf.tsx'
import { CheckPriceAt } from '../ui/CheckPriceAt.tsx'
import { productCardId } from '../catalogue/productHref.ts'
import { effectivePrice, formatPrice } from '../format/money.ts'
import './ProductCard.css'

type Props = {
  product: CardProduct
  facts: readonly CategoryFact[]
  /** The first card's image is the list's largest paint: fetched first, never lazily. */
  first?: boolean
  selected: boolean
  onToggleCompare: () => void
}

/** A product in a category list. Image, title and button all lead to the retailer in a new tab; without one in stock, none is a link. */
export function ProductCard({ product, facts, first = false, selected, onToggleCompare }: Props) {
  const [imageIndex, setImageIndex] = useState(0)
  const { title, rank } = product
  const saving = product.claims.was?.savingsPercent || undefined
  const image = product.images[imageIndex]
  const specs = facts.flatMap(({ label, fact }) => {
    const value = categoryFactText(product, fact)
    return value ? [[label, value] as const] : []
  })
  const picture = image ? <ProductImage url={image} size="card" alt="" width={600} height={400} {...(first ? { fetchPriority: 'high' } : { loading: 'lazy' })} /> : <span className="product-card__no-image">Image not available</span>
  return (
    <article className={`product-card${selected ? ' product-card--selected' : ''}`} aria-labelledby={`card-${product.id}`} id={productCardId(product.id)}>
      <span className="product-card__rank">
        <span className="visually-hidden">Rank </span>#{rank}
      </span>
      <button
        type="button"
        className="product-card__compare"
        aria-pressed={selected}
        title={selected ? 'Remove from comparison' : 'Add to comparison'}
        aria-label={`${selected ? 'Remove from comparison' : 'Add to comparison'}: ${title}`}
        onClick={onToggleCompare}
      >
        {selected ? '✓' : '+'}
      </button>
      {product.buyHref ? (
        <a className="product-card__image" href={product.buyHref} target="_blank" rel={AFFILIATE_REL} tabIndex={-1} aria-hidden="true">
          {picture}
        </a>
      ) : (
        <div className="product-card__image">{picture}</div>
      )}
      {product.images.length > 1 && (
        <div className="product-card__thumbs" role="group" aria-label={`Images of ${title}`}>
          {product.images.map((src, i) => (
            <button key={src + i} type="button" aria-label={`Show image ${i + 1}`} aria-pressed={i === imageIndex} onClick={() => setImageIndex(i)}>
              <ProductImage url={src} size="thumb" alt="" width={40} height={40} loading="lazy" />
            </button>
          ))}
        </div>
      )}
      <div className="product-card__body">
        {/* A heading per card lets a screen-reader user move from product to product. */}
        <h2 className="product-card__heading">
          {product.buyHref ? (
            <a className="product-card__title" id={`card-${product.id}`} href={product.buyHref} target="_blank" rel={AFFILIATE_REL}>
              {title}
            </a>
          ) : (
            <span className="product-card__title" id={`card-${product.id}`}>{title}</span>
          )}
        </h2>
        <p className="product-card__rating">
          <OurScore className="product-card__score" score={product.ourScore} />
          <CustomerRatingLine rating={product.rating} />
        </p>
        {specs.length > 0 && (
          <ul className="product-card__specs">
            {specs.map(([label, value]) => (
              <li key={label}>
                <strong>{label}:</strong> {value}
              </li>
            ))}
          </ul>
        )}
        {product.pageLink && (
          <a className="product-card__review" href={product.pageLink}>
            see full review
          </a>
        )}
        {(product.awards.length > 0 || product.claims.deal || saving !== undefined) && (
          <p className="product-card__badges">
            {product.awards.map((award) => (
              <span key={award} className="badge badge--award">{award}</span>
            ))}
            {product.claims.deal && <span className="badge badge--deal">Deal</span>}
            {saving !== undefined && <span className="badge badge--save">{`Save ${saving}%`}</span>}
          </p>
        )}
        {product.price && (
          <>
            <p className="product-card__offers">
              {'from '}
              <span className="product-card__price">{formatPrice(effectivePrice(product.price))}</span>
              {` at ${retailerCount(product.inStockAt)}`}
            </p>
            {product.claims.was && <p className="product-card__was">{`Was ${formatPrice(product.claims.was.price)}, the lowest price of the 30 days before`}</p>}
            <PriceAsOf price={product.price} />
          </>
        )}
        {product.checkPrice && <p className="product-card__price-check"><CheckPriceAt check={product.checkPrice} /></p>}
        <BuyLink className="button button--buy product-card__buy" href={product.buyHref}>{`Check Price on ${product.shop}`}</BuyLink>
        {product.shopDisclosure && <p className="product-card__shop-note">{product.shopDisclosure}</p>}
      </div>
    </article>
  )
}

/** "1 retailer", "3 retailers": the shops that have the product in stock. */
function retailerCount(count: number): string {
  return count === 1 ? '1 retailer' : `${count} retailers`
}
