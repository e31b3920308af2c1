import { resolveCategoryGrid } from './category-grid/resolveCategoryGrid.server.ts'
import { resolveProductPicker } from './product-picker/resolveProductPicker.server.ts'
import type { ResolveContext } from './ResolveContext.ts'
import type { AnySection, SectionType } from './SectionProps.ts'

type Resolver<T extends SectionType> = (section: Extract<AnySection, { type: T }>, context: ResolveContext) => unknown

/**
 * One line per section type that needs catalogue or site data on the server. What a resolver
 * returns travels on the section itself (`section.resolved`), typed by ResolvedSection.
 */
export const resolvers = {
  'category-grid': resolveCategoryGrid,
  'product-picker': resolveProductPicker,
} satisfies { [T in SectionType]?: Resolver<T> }
