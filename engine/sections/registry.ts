import type { ComponentType } from 'react'
import { BuyBar } from './buy-bar/BuyBar.tsx'
import { BuyButton } from './buy-button/BuyButton.tsx'
import { CallToAction } from './call-to-action/CallToAction.tsx'
import { CategoryGrid } from './category-grid/CategoryGrid.tsx'
import { Comparison } from './comparison/Comparison.tsx'
import { CustomerRatings } from './customer-ratings/CustomerRatings.tsx'
import { Faq } from './faq/Faq.tsx'
import { FeatureList } from './feature-list/FeatureList.tsx'
import { Gallery } from './gallery/Gallery.tsx'
import { HeroBanner } from './hero-banner/HeroBanner.tsx'
import { ProsCons } from './pros-cons/ProsCons.tsx'
import { ProductPicker } from './product-picker/ProductPicker.tsx'
import { Prose } from './prose/Prose.tsx'
import { RelatedProducts } from './related-products/RelatedProducts.tsx'
import { ReviewHero } from './review-hero/ReviewHero.tsx'
import type { SectionProps, SectionType } from './SectionProps.ts'
import { Specs } from './specs/Specs.tsx'
import { TrustRow } from './trust-row/TrustRow.tsx'

type Registry = { [T in SectionType]: ComponentType<SectionProps<T>> }

/** One line per section type; a missing, extra or mis-wired entry fails the type check. */
export const sections = {
  'buy-bar': BuyBar,
  'buy-button': BuyButton,
  'call-to-action': CallToAction,
  'category-grid': CategoryGrid,
  comparison: Comparison,
  'customer-ratings': CustomerRatings,
  faq: Faq,
  'feature-list': FeatureList,
  gallery: Gallery,
  'hero-banner': HeroBanner,
  'pros-cons': ProsCons,
  'product-picker': ProductPicker,
  prose: Prose,
  'related-products': RelatedProducts,
  'review-hero': ReviewHero,
  specs: Specs,
  'trust-row': TrustRow,
} satisfies Registry
