import type { PageContext } from 'vike/types'
import type { HeadModel } from '../../engine/pages/PageModel.ts'

/** The page's head tags; the error page has no data, so it gets the site's name. */
export function headOf(pageContext: PageContext): HeadModel {
  const head = pageContext.data?.head
  if (head) return head
  const siteName = pageContext.layout?.siteName ?? 'Best Home Gym Equipment'
  const title = pageContext.is404 ? `Page not found | ${siteName}` : `Something went wrong | ${siteName}`
  return { title, description: siteName, keywords: '' }
}
