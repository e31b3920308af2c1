import { ROUTES } from '../siteRoutes.ts'

/** The print view of a comparison: the same category and chosen ids as the comparison's own URL. */
export const comparePrintHref = (category: string, ids: readonly string[]) =>
  `${ROUTES.comparePrint}?category=${encodeURIComponent(category)}&ids=${ids.map(encodeURIComponent).join(',')}`
