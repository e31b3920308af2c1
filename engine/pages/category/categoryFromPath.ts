import type { CategorySlug } from '../../../schemas/types.gen.ts'
import { isCategorySlug } from '../../catalogue/categories.ts'

/** The category whose canonical list page is at `path` ("/category/treadmills"), or undefined. */
export function categoryFromPath(path: string | undefined): CategorySlug | undefined {
  const slug = /^\/category\/([^/]+)\/?$/.exec(path ?? '')?.[1]
  return slug !== undefined && isCategorySlug(slug) ? slug : undefined
}
