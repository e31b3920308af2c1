import { buyBar } from './buy-bar/buy-bar.ts'
import { buyButton } from './buy-button/buy-button.ts'
import { callToAction } from './call-to-action/call-to-action.ts'
import { categoryGrid } from './category-grid/category-grid.ts'
import { comparison } from './comparison/comparison.ts'
import { customerRatings } from './customer-ratings/customer-ratings.ts'
import { demoDataNotice } from './demo-data-notice/demo-data-notice.ts'
import { faq } from './faq/faq.ts'
import { featureList } from './feature-list/feature-list.ts'
import { gallery } from './gallery/gallery.ts'
import { heroBanner } from './hero-banner/hero-banner.ts'
import { offers } from './offers/offers.ts'
import { priceHistory } from './price-history/price-history.ts'
import { priceRules } from './price-rules/price-rules.ts'
import { productPicker } from './product-picker/product-picker.ts'
import { prosCons } from './pros-cons/pros-cons.ts'
import { prose } from './prose/prose.ts'
import { relatedProducts } from './related-products/related-products.ts'
import { reviewHero } from './review-hero/review-hero.ts'
import { scoreBreakdown } from './score-breakdown/score-breakdown.ts'
import { scoringMethods } from './scoring-methods/scoring-methods.ts'
import { shopDisclosures } from './shop-disclosures/shop-disclosures.ts'
import { specs } from './specs/specs.ts'
import { testRecords } from './test-records/test-records.ts'
import { trustRow } from './trust-row/trust-row.ts'

/**
 * Every section type, one line each. The review and information page schemas, the generated
 * types, the resolvers, the components, the starter review, the /_sections gallery and the
 * product reference check all derive from this list; adding a type is its folder, its line here
 * and `npm run gen:schemas`.
 */
export const sectionTypes = [
  buyBar,
  buyButton,
  callToAction,
  categoryGrid,
  comparison,
  customerRatings,
  demoDataNotice,
  faq,
  featureList,
  gallery,
  heroBanner,
  offers,
  priceHistory,
  priceRules,
  productPicker,
  prosCons,
  prose,
  relatedProducts,
  reviewHero,
  scoreBreakdown,
  scoringMethods,
  shopDisclosures,
  specs,
  testRecords,
  trustRow,
] as const
