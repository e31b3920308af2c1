import type { FeedRow } from '../../api/store/import/FeedRow.ts'

/** One feed row as the importer reads it: a retailer's price for a product at a time, free shipping, in stock unless said. */
export function feedRow(retailer: string, product: string, dollars: number, readAt: string, availability: FeedRow['availability'] = 'in_stock'): FeedRow {
  return { retailer, product, url: `https://shop.example/p/${product}`, priceCents: Math.round(dollars * 100), currency: 'USD', shippingCents: 0, availability, readAt }
}
