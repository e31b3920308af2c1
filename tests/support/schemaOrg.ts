type Json = unknown
type Obj = Record<string, Json>

/**
 * The properties each schema.org type we emit must carry: Google's required and recommended
 * properties for its rich results (Product with a review snippet, Review, Article, BreadcrumbList,
 * ItemList carousels, Organization, sitelinks search box).
 */
const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  Product: ['name', 'brand', 'image', 'offers', 'review'],
  Brand: ['name'],
  // A product's facts: each named, with its value; a quantity's unit as a UN/CEFACT code.
  PropertyValue: ['name', 'value'],
  QuantitativeValue: ['value', 'unitCode'],
  // A review's offers: every retailer's in stock, with its seller, shipping rate and how long its price holds.
  AggregateOffer: ['lowPrice', 'highPrice', 'offerCount', 'priceCurrency', 'offers'],
  Offer: ['price', 'priceCurrency', 'availability', 'url', 'seller', 'priceValidUntil', 'priceSpecification'],
  DeliveryChargeSpecification: ['price', 'priceCurrency'],
  Review: ['author', 'reviewRating', 'datePublished', 'dateModified', 'positiveNotes', 'negativeNotes'],
  Rating: ['ratingValue', 'bestRating', 'worstRating'],
  // An Article's dates are recommended, not required: a page whose YAML gives none carries none.
  Article: ['headline', 'author', 'image'],
  Organization: ['name', 'url'],
  WebSite: ['name', 'url', 'potentialAction'],
  SearchAction: ['target', 'query-input'],
  EntryPoint: ['urlTemplate'],
  BreadcrumbList: ['itemListElement'],
  ItemList: ['itemListElement'],
  ListItem: ['position', 'name'],
}

const isObj = (value: Json): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value)
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Every problem of a JSON-LD node and the nodes inside it, as "Type.property: problem" lines. */
export function checkNode(node: Json, origin: string, path = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => checkNode(item, origin, `${path}[${i}]`))
  if (!isObj(node)) return []
  const type = node['@type']
  const problems: string[] = []
  if (typeof type === 'string') {
    const required = REQUIRED[type]
    if (!required) problems.push(`${path}: unexpected type ${type}`)
    for (const key of required ?? []) if (node[key] === undefined || node[key] === '') problems.push(`${path}${type}.${key}: missing`)
    problems.push(...typeRules(type, node, origin, path))
  }
  for (const [key, value] of Object.entries(node)) {
    if (['url', 'item', 'urlTemplate'].includes(key) && typeof value === 'string' && !key.startsWith('@')) {
      // An offer and its seller are the retailer's: their links lead off the site.
      const offSite = key === 'url' && (type === 'Offer' || path.endsWith('Offer.seller > '))
      if (!offSite && !value.startsWith(`${origin}/`)) problems.push(`${path}${String(type)}.${key}: ${value} is not on ${origin}`)
    }
    problems.push(...checkNode(value, origin, `${path}${String(type)}.${key} > `))
  }
  return problems
}

function typeRules(type: string, node: Obj, origin: string, path: string): string[] {
  const problems: string[] = []
  const fail = (message: string) => problems.push(`${path}${type}: ${message}`)
  if (type === 'Product' && node.aggregateRating !== undefined) fail('aggregateRating must not mark up the retailer\'s customer ratings')
  if (type === 'Product' && !(Array.isArray(node.image) && node.image.every((url) => typeof url === 'string' && url.startsWith(`${origin}/`)))) fail('image must be absolute URLs on the origin')
  if ((type === 'PropertyValue' || type === 'QuantitativeValue') && node.unitCode !== undefined && !/^[A-Z0-9]{2,3}$/.test(String(node.unitCode))) fail(`unitCode ${String(node.unitCode)} is not a UN/CEFACT code`)
  if (type === 'Offer' && !/^\d+\.\d{2}$/.test(String(node.price))) fail(`price ${String(node.price)} is not a decimal amount`)
  if (type === 'Offer' && !String(node.availability).startsWith('https://schema.org/')) fail('availability must be a schema.org ItemAvailability')
  if (type === 'Offer' && !DATE.test(String(node.priceValidUntil))) fail('priceValidUntil must be YYYY-MM-DD')
  if (type === 'AggregateOffer' && !(/^\d+\.\d{2}$/.test(String(node.lowPrice)) && /^\d+\.\d{2}$/.test(String(node.highPrice)) && Number(node.lowPrice) <= Number(node.highPrice))) fail('lowPrice and highPrice must be decimal amounts, low first')
  if (type === 'AggregateOffer' && !(Array.isArray(node.offers) && node.offers.length === node.offerCount)) fail('offerCount must count its offers')
  if (type === 'DeliveryChargeSpecification' && !/^\d+\.\d{2}$/.test(String(node.price))) fail(`price ${String(node.price)} is not a decimal amount`)
  if (type === 'Review' && !(isObj(node.author) && node.author['@type'] === 'Organization')) fail('author must be the site as an Organization')
  if (type === 'Review' && !(DATE.test(String(node.datePublished)) && DATE.test(String(node.dateModified)))) fail('dates must be YYYY-MM-DD')
  if (type === 'Article' && [node.datePublished, node.dateModified].some((date) => date !== undefined && !DATE.test(String(date)))) fail('dates must be YYYY-MM-DD')
  if (type === 'Article' && !(isObj(node.author) && node.author['@type'] === 'Organization')) fail('author must be the site as an Organization')
  if (type === 'Article' && !String(node.image).startsWith(`${origin}/`)) fail('image must be an absolute URL on the origin')
  if (type === 'Article' && String(node.dateModified) < String(node.datePublished)) fail('dateModified is before datePublished')
  if (type === 'Rating') {
    const value = Number(node.ratingValue)
    if (!(value >= Number(node.worstRating) && value <= Number(node.bestRating))) fail(`ratingValue ${value} is outside its scale`)
  }
  if (type === 'SearchAction' && !String(node['query-input']).includes('name=search_term_string')) fail('query-input must name search_term_string')
  if (type === 'EntryPoint' && !String(node.urlTemplate).includes('{search_term_string}')) fail('urlTemplate must hold {search_term_string}')
  if (type === 'BreadcrumbList' || type === 'ItemList') {
    const items = node.itemListElement
    if (!Array.isArray(items) || !items.length) fail('itemListElement must be a non-empty list')
    else if (type === 'BreadcrumbList') items.slice(0, -1).forEach((item, i) => isObj(item) && item.item === undefined && fail(`item ${i + 1} has no URL (only the last may omit it)`))
  }
  return problems
}
