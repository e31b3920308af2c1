import { resolveBuyBar } from './buy-bar/resolveBuyBar.server.ts'
import { resolveBuyButton } from './buy-button/resolveBuyButton.server.ts'
import { resolveCallToAction } from './call-to-action/resolveCallToAction.server.ts'
import { resolveCategoryGrid } from './category-grid/resolveCategoryGrid.server.ts'
import { resolveComparison } from './comparison/resolveComparison.server.ts'
import { resolveCustomerRatings } from './customer-ratings/resolveCustomerRatings.server.ts'
import { resolveFaq } from './faq/resolveFaq.server.ts'
import { resolveGallery } from './gallery/resolveGallery.server.ts'
import { resolveProductPicker } from './product-picker/resolveProductPicker.server.ts'
import type { ResolveContext } from './ResolveContext.ts'
import { resolveReviewHero } from './review-hero/resolveReviewHero.server.ts'
import type { AnySection, SectionType } from './SectionProps.ts'
import { resolveSpecs } from './specs/resolveSpecs.server.ts'

type Resolver<T extends SectionType> = (section: Extract<AnySection, { type: T }>, context: ResolveContext) => unknown

/**
 * One line per section type that needs catalogue, site or product data on the server. What a
 * resolver returns travels on the section itself (`section.resolved`), typed by ResolvedSection.
 * (related-products still reads the review page's data; see PageData.)
 */
export const resolvers = {
  'buy-bar': resolveBuyBar,
  'buy-button': resolveBuyButton,
  'call-to-action': resolveCallToAction,
  'category-grid': resolveCategoryGrid,
  comparison: resolveComparison,
  'customer-ratings': resolveCustomerRatings,
  faq: resolveFaq,
  gallery: resolveGallery,
  'product-picker': resolveProductPicker,
  'review-hero': resolveReviewHero,
  specs: resolveSpecs,
} satisfies { [T in SectionType]?: Resolver<T> }
