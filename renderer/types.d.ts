import type { ReactElement } from 'react'
import type { PageLayout } from '../schemas/types.gen.ts'
import type { Content } from '../engine/load/Content.ts'
import type { DisclosureModel } from '../engine/shop/disclosure.ts'
import type { LayoutModel } from '../engine/pages/LayoutModel.ts'
import type { CategoryPageModel } from '../engine/pages/category/CategoryPageModel.ts'
import type { ComparePageModel } from '../engine/pages/compare/buildCompareModel.ts'
import type { ComparePrintModel } from '../engine/pages/compare/buildComparePrintModel.ts'
import type { GalleryPageModel } from '../engine/pages/gallery/GalleryPageModel.ts'
import type { GuidesPageModel } from '../engine/pages/guides/buildGuidesModel.ts'
import type { PageModel } from '../engine/pages/PageModel.ts'
import type { SearchPageModel } from '../engine/pages/search/buildSearchModel.ts'

declare global {
  namespace Vike {
    interface Config {
      /** The page kind's layout: `site` (header and footer, the default) or `bare` (the page alone, with side margins). */
      pageLayout?: PageLayout
    }
    interface ConfigResolved {
      pageLayout?: PageLayout
    }
    interface PageContext {
      Page: () => ReactElement
      /** Set by every page kind's data hook; absent on the error page. */
      data?: PageModel | CategoryPageModel | SearchPageModel | ComparePageModel | GalleryPageModel | GuidesPageModel | ComparePrintModel
      /** From the server (renderPage's first argument), passed to the client. */
      layout: LayoutModel
      /** site.yaml's short affiliate disclosure, beside every buy control; passed to the client for hydration. */
      disclosure: DisclosureModel
    }
    interface PageContextServer {
      /** The validated site content; given to renderPage by the Koa server. Server only. */
      content: Content
      /** Whether /_sections answers (development, or SECTION_GALLERY=1 in production); else it is a 404. */
      sectionGallery?: boolean
    }
  }
}

export {}
