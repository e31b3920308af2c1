import type { CatalogueFile, CatalogueFolder, CatalogueProductsFile, CategoryPage, CategorySlug, ReviewPage } from '../../schemas/types.gen.ts'
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
export { CATALOGUE_DIR, CATALOGUE_FOLDER_DOCS, CATALOGUE_FOLDER_FILE, CATALOGUE_PRODUCTS_DIR, IMAGES_DIR } from './catalogueLayout.ts'

/** A category page with the slug its file name gives it. */
export type LoadedCategory = LoadedDocument<CategoryPage> & { slug: CategorySlug }

/**
 * A category's catalogue, from its file or its folder, as one document: in a folder's, the source
 * places each product in the file that holds it. `documents` are the files it was read from, each
 * as written, for the rules that read a file's own text.
 */
export type LoadedCatalogue = LoadedDocument<CatalogueFile> & { documents: readonly LoadedDocument<CatalogueFile | CatalogueFolder | CatalogueProductsFile>[] }

/** A review with the slug its file name gives it. */
export type LoadedReview = LoadedDocument<ReviewPage> & { slug: string }
