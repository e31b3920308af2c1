import { renderToStaticMarkup } from 'react-dom/server'
import type { PageData } from '../../engine/sections/contract/PageData.ts'
import type { ReviewProductModel } from '../../engine/sections/contract/ReviewProductModel.ts'
import { PageDataProvider } from '../../engine/sections/contract/PageDataContext.tsx'
import { SectionList } from '../../engine/sections/SectionList.tsx'
import { resolveSections } from '../../engine/sections/resolveSections.server.ts'
import { buildDisclosureModel } from '../../engine/shop/disclosure.ts'
import { DisclosureProvider } from '../../engine/ui/AffiliateDisclosure.tsx'
import { fixtureContent } from './content.ts'
import type { OfferBook } from '../../engine/shop/offerBook.ts'
import { loaded } from './sections.ts'
import type { WrittenSection } from './sections.ts'

/** A complete review product for section fixtures. */
export const productFixture: ReviewProductModel = {
  id: 'acme-r1',
  title: 'Acme R1 Rower',
  headline: 'Acme R1 Rower review: a quiet magnetic rower',
  brand: 'Acme',
  category: 'rowing-machines',
  rating: { stars: 4.5, count: 2000, source: 'Test Store', readOn: '2026-11-20' },
  price: { regular: 500, discount: 400, checkedAt: '2026-11-20' },
  priceClaims: {},
  offers: [],
  images: ['/images/rowing-machines/acme-r1-1.svg', '/images/rowing-machines/acme-r1-2.svg', '/images/rowing-machines/acme-r1-3.svg'],
  specs: [
    { label: 'Resistance', value: '16 magnetic levels' },
    { label: 'Max User Weight', value: '300 lbs' },
  ],
  facts: {
    'spec:resistance': '16 magnetic levels',
    'spec:maxUserWeight': '300 lbs',
    'computed:rating': '4.5 out of 5 from 2,000 customer ratings at Test Store, Nov 20, 2026',
    'computed:price': '$400.00',
  },
  codes: { sku: 'acme-r1' },
  properties: [],
  schemaOrg: {},
  factLabels: {
    'spec:resistance': 'Resistance',
    'spec:maxUserWeight': 'Max User Weight',
    'spec:warranty': 'Warranty',
    'computed:rating': 'Customer rating',
    'computed:price': 'Price',
  },
  description: 'A quiet magnetic rower.',
  faqs: [
    { q: 'Is it quiet?', a: 'Yes, the magnetic brake is near silent.' },
    { q: 'Does it fold?', a: 'It stands upright for storage.' },
  ],
  buyHref: 'https://shop.example/acme-r1?tag=t',
  shop: 'Example Shop',
  checkoutNote: 'Sold and delivered by the retailer',
  editorial: {
    author: 'Acme test team',
    publishedAt: '2025-02-01',
    updatedAt: '2025-10-15',
    score: 9,
    methodVersion: 1,
    methodHref: '/how-we-rank#method-rowing-machines',
    awards: ['Best overall'],
    breakdown: [
      {
        key: 'durability',
        label: 'Durability',
        weight: 30,
        score: 6.8,
        computed: false,
        how: 'derived',
        inputs: [
          { label: 'Frame warranty', value: '3 years', score: 6, weight: 40 },
          { label: 'Parts warranty', value: 'no data', score: 2, weight: 30 },
          { label: 'Max User Weight', value: '300 lb', score: 7.5, weight: 30 },
        ],
      },
      {
        key: 'comfort',
        label: 'Comfort',
        weight: 30,
        score: 9.2,
        computed: false,
        how: 'judged',
        reason: 'A steel rail that did not flex under our heaviest tester.',
        record: { date: '2026-10-14', test: 'Rowed 2,000 m at race pace.', observation: 'The seat stayed level and quiet on the rail.', level: { name: 'Smooth', band: '8.5-10' } },
      },
      { key: 'userFeedback', label: 'User feedback', weight: 40, score: 8.7, computed: true, how: 'computed' },
    ],
    methodLink: { label: 'How we rank', href: '/how-we-rank' },
  },
}

/**
 * Server-renders sections through the real registry, as a page would: loaded (schema defaults
 * filled in), then resolved against the real catalogue and `data.product`, unless the test gives a
 * section's `resolved` data itself. The catalogue shows the fixture's demo prices, or `book`'s.
 */
export function renderSections(sections: WrittenSection[], data: PageData = { product: productFixture }, book?: OfferBook): string {
  const { site, retailers, ...content } = fixtureContent()
  const catalogue = book ? content.catalogue.at(book) : content.catalogue
  const context = { catalogue, site, ...(data.product ? { product: data.product } : {}) }
  const items = sections.map(loaded).map((section) => ('resolved' in section ? section : resolveSections([section], context)[0]!))
  return renderToStaticMarkup(
    <DisclosureProvider value={buildDisclosureModel(site, retailers)}>
      <PageDataProvider value={data}>
        <SectionList items={items} />
      </PageDataProvider>
    </DisclosureProvider>,
  )
}
