/** The category link whose canonical list page is at `path` ("/category/<slug>"), or undefined. */
export function categoryFromPath<T extends { href: string }>(path: string | undefined, categories: readonly T[]): T | undefined {
  const canonical = (path ?? '').replace(/(.)\/$/, '$1')
  return categories.find((category) => category.href === canonical)
}
