import type { AggregateOffer, ItemAvailability, Offer } from 'schema-dts'
import type { ShownOffer } from '../shop/PriceView.ts'

const AVAILABILITY: Record<ShownOffer['availability'], ItemAvailability> = {
  in_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
  preorder: 'https://schema.org/PreOrder',
  discontinued: 'https://schema.org/Discontinued',
}

const money = (amount: number) => amount.toFixed(2)

/**
 * The offers a shopper can take today (in stock) as one AggregateOffer: lowest and highest price,
 * how many retailers, and each retailer's Offer with its seller, availability, link, shipping charge
 * and the day its price stops being valid (its read time plus the allowed age, site.yaml's `priceFreshness.maxAgeHours`). Undefined when no
 * retailer has the product in stock: no price is ever marked up that the page does not show.
 */
export function aggregateOffer(offers: readonly ShownOffer[]): Exclude<AggregateOffer, string> | undefined {
  const open = offers.filter((offer) => offer.availability === 'in_stock')
  if (!open.length) return undefined
  const prices = open.map((offer) => offer.price)
  return {
    '@type': 'AggregateOffer',
    lowPrice: money(Math.min(...prices)),
    highPrice: money(Math.max(...prices)),
    offerCount: open.length,
    priceCurrency: open[0]!.currency,
    offers: open.map(offer),
  }
}

function offer(item: ShownOffer): Exclude<Offer, string> {
  return {
    '@type': 'Offer',
    price: money(item.price),
    priceCurrency: item.currency,
    seller: { '@type': 'Organization', name: item.seller, ...(URL.canParse(item.link) ? { url: new URL(item.link).origin } : {}) },
    availability: AVAILABILITY[item.availability],
    url: item.link,
    priceValidUntil: item.validUntil.slice(0, 10),
    // The shipping charge the offers table shows. Not as shippingDetails: rich results require a
    // delivery time and destination there, which no retailer's feed gives.
    priceSpecification: { '@type': 'DeliveryChargeSpecification', price: money(item.shipping), priceCurrency: item.currency },
  }
}
