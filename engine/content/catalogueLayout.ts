/**
 * Where the catalogue lives under a content folder: one file per category, or for a large
 * category a folder. Apart from contentLayout.ts (which names it again) so the reading of any
 * one file can name it in its messages.
 */
export const CATALOGUE_DIR = 'api/catalogue'
export const IMAGES_DIR = 'api/catalogue/images'
/**
 * A large catalogue's folder, `api/catalogue/<slug>/`: its `catalogue.yaml` (the catalogue file's
 * fields but its products) and its products in `products/*.yaml`, ranked in the files' name order.
 */
export const CATALOGUE_FOLDER_FILE = 'catalogue.yaml'
export const CATALOGUE_PRODUCTS_DIR = 'products'
/** Where the editing guide explains the folder layout, for messages that send editors there. */
export const CATALOGUE_FOLDER_DOCS = 'docs/editing-categories.md, "A catalogue in a folder"'
