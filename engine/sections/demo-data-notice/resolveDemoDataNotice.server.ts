import { DEMO_DATA_NOTICE } from '../../shop/disclosure.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'

/** The line, when site.yaml says the data is demonstration data; none for a site with real shops. */
export type DemoDataNoticeData = { notice?: string }

export function resolveDemoDataNotice(_section: unknown, context: ResolveContext): DemoDataNoticeData {
  return context.site.demoData ? { notice: DEMO_DATA_NOTICE } : {}
}
