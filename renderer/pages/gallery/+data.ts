import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { buildGalleryModel } from '../../../engine/pages/gallery/buildGalleryModel.server.ts'
import type { GalleryPageModel } from '../../../engine/pages/gallery/GalleryPageModel.ts'

/** The section gallery, where the server serves it (development, or SECTION_GALLERY=1); else a 404. */
export function data(pageContext: PageContextServer): GalleryPageModel {
  if (!pageContext.sectionGallery) throw render(404)
  return buildGalleryModel(pageContext.content)
}
