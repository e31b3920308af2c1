/**
 * Every kind of document an editor writes, and its schema: the one list the loaders, the
 * validator and the type generator share. Their $refs pull in the rest.
 */
export const DOCUMENT_KINDS = {
  site: 'site.schema.json',
  catalogue: 'catalogue-file.schema.json',
  catalogueFolder: 'catalogue-folder.schema.json',
  catalogueProducts: 'catalogue-products.schema.json',
  review: 'review.schema.json',
  home: 'home.schema.json',
  info: 'info-page.schema.json',
  category: 'category-page.schema.json',
  retailers: 'retailers.schema.json',
} as const

export type DocumentKind = keyof typeof DOCUMENT_KINDS
export type SchemaId = (typeof DOCUMENT_KINDS)[DocumentKind]
