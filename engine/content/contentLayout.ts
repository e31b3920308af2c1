import type { CategoryPage, CategorySlug, ReviewPage } from '../../schemas/types.gen.ts'
import type { LoadedDocument } from './loadDocument.server.ts'

/**
 * Where each kind of content lives under a content folder, and what a loaded category and review
 * are: what loaders, rules and tools all name, so none of them imports another for it.
 */
export const SITE_FILE = 'pages-config/site.yaml'
export const RETAILERS_FILE = 'pages-config/retailers.yaml'
export const CATEGORIES_DIR = 'pages-config/categories'
export const REVIEWS_DIR = 'pages-config/reviews'
export const PAGES_DIR = 'pages-config/pages'
export const GUIDES_DIR = 'pages-config/guides'
export const HOME_FILE = `${PAGES_DIR}/home.yaml`
export const CATALOGUE_DIR = 'api/catalogue'
export const IMAGES_DIR = 'api/catalogue/images'

/** A category page with the slug its file name gives it. */
export type LoadedCategory = LoadedDocument<CategoryPage> & { slug: CategorySlug }

/** A review with the slug its file name gives it. */
export type LoadedReview = LoadedDocument<ReviewPage> & { slug: string }
