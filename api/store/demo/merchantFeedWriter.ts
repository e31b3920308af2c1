import { stringify } from 'csv-stringify/sync'
import type { FeedRow } from '../import/FeedRow.ts'
import type { MerchantFormat } from '../import/merchantFeed.ts'

/**
 * One retailer's offers written as its Google Merchant Center product feed, the way a real shop
 * publishes them: RSS 2.0 XML with the `g:` namespace, or tab-separated text. The demo uses it to
 * give its fictional shops' current offers in the format retailers send (`npm run gen:feed --
 * --merchant-center`); the items carry our catalogue's GTINs, brands and titles, and the shop's
 * plain product links.
 */

/** What an item says about its product besides the offer. */
type FeedProduct = { id: string; title: string; gtin?: string | undefined; brand?: string | undefined; mpn?: string | undefined }

/** The shop's own item id for a product: feeds name items by the shop's ids, not ours. */
const itemId = (retailer: string, product: string) => `${retailer.split('-').map((word) => word[0]!.toUpperCase()).join('')}-${product}`

const amount = (cents: number) => `${(cents / 100).toFixed(2)} USD`

/** The feed of one retailer's rows (one per product), read at `readAt` (ISO 8601). */
function merchantFeed(format: MerchantFormat, shopName: string, shopUrl: string, rows: readonly FeedRow[], products: ReadonlyMap<string, FeedProduct>, readAt: string): string {
  const items = rows.map((row) => ({ row, product: products.get(row.product) ?? { id: row.product, title: row.product } }))
  return format === 'xml' ? xmlFeed(shopName, shopUrl, items, readAt) : tsvFeed(items)
}

type Item = { row: FeedRow; product: FeedProduct }

/** A retailer as its feed names it. */
type FeedShop = { id: string; name: string; shopUrl: string }

/**
 * The offers of a feed's newest read time, one Merchant Center feed per retailer that has any: what
 * each shop would publish on that day. File names are the retailer's id with the format's extension.
 */
export function merchantFeedsOfDay(format: MerchantFormat, rows: readonly FeedRow[], shops: readonly FeedShop[], products: ReadonlyMap<string, FeedProduct>): { retailer: string; file: string; text: string; readAt: string }[] {
  const readAt = rows.reduce((newest, row) => (row.readAt > newest ? row.readAt : newest), '')
  return shops.flatMap((shop) => {
    const today = rows.filter((row) => row.retailer === shop.id && row.readAt === readAt)
    return today.length === 0 ? [] : [{ retailer: shop.id, file: `${shop.id}.${format}`, text: merchantFeed(format, shop.name, shop.shopUrl, today, products, readAt), readAt }]
  })
}

function xmlFeed(shopName: string, shopUrl: string, items: readonly Item[], readAt: string): string {
  const element = (name: string, value: string | undefined) => (value === undefined ? [] : [`      <${name}>${escapeXml(value)}</${name}>`])
  const entries = items.map(({ row, product }) =>
    [
      '    <item>',
      ...element('g:id', itemId(row.retailer, row.product)),
      ...element('title', product.title),
      ...element('link', row.url),
      ...element('g:gtin', product.gtin),
      ...element('g:brand', product.brand),
      ...element('g:mpn', product.mpn),
      ...element('g:condition', 'new'),
      ...element('g:price', amount(row.priceCents)),
      ...element('g:availability', row.availability === 'discontinued' ? 'out_of_stock' : row.availability),
      '      <g:shipping>',
      `        <g:country>US</g:country>`,
      `        <g:price>${amount(row.shippingCents)}</g:price>`,
      '      </g:shipping>',
      '    </item>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '  <channel>',
    `    <title>${escapeXml(shopName)} product feed</title>`,
    `    <link>${escapeXml(shopUrl)}</link>`,
    '    <description>Demo prices of a fictional shop, in the Merchant Center format</description>',
    `    <lastBuildDate>${new Date(readAt).toUTCString()}</lastBuildDate>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

function tsvFeed(items: readonly Item[]): string {
  const columns = ['id', 'title', 'link', 'gtin', 'brand', 'mpn', 'condition', 'price', 'availability', 'shipping']
  const records = items.map(({ row, product }) => [
    itemId(row.retailer, row.product),
    product.title,
    row.url,
    product.gtin ?? '',
    product.brand ?? '',
    product.mpn ?? '',
    'new',
    amount(row.priceCents),
    row.availability === 'discontinued' ? 'out_of_stock' : row.availability,
    `US:::${amount(row.shippingCents)}`,
  ])
  return stringify(records, { header: true, columns, delimiter: '\t' })
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)
