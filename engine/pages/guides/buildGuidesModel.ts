import type { InfoPage } from '../../../schemas/types.gen.ts'
import type { HeadModel } from '../PageModel.ts'
import { ROUTES } from '../../catalogue/siteRoutes.ts'

/** One guide as the guides index lists it: its own title, summary and image, from its YAML. */
export type GuideCard = { href: string; title: string; summary: string; image: string }

/** The guides index: every guide, in file-name order, with the breadcrumb it shows. */
export type GuidesPageModel = {
  kind: 'guides'
  head: HeadModel
  heading: string
  path: string
  breadcrumb: { label: string; href?: string }[]
  guides: GuideCard[]
}

const GUIDE_PREFIX = ROUTES.guide.replace(/@.*$/, '')

/** The guides index as a step of a guide's breadcrumb. */
export const GUIDES_CRUMB = { label: 'Guides', href: ROUTES.guides }

export function buildGuidesModel(infoPages: ReadonlyMap<string, InfoPage>, siteName: string): GuidesPageModel {
  const guides = [...infoPages]
    .filter(([path]) => path.startsWith(GUIDE_PREFIX))
    .map(([href, page]) => ({ href, title: page.title ?? page.seo.title, summary: page.summary ?? page.seo.description, image: page.image ?? '' }))
  const heading = 'Buying guides'
  return {
    kind: 'guides',
    head: {
      title: `${heading} | ${siteName}`,
      description: `Our buying guides, each ending with machines to compare side by side: ${guides.map((guide) => guide.title).join('; ')}.`,
      keywords: ['buying guide', ...guides.map((guide) => guide.title.toLowerCase())].join(', '),
    },
    heading,
    path: ROUTES.guides,
    breadcrumb: [{ label: 'Home', href: '/' }, { label: heading }],
    guides,
  }
}
