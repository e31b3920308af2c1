import type { Catalogue } from './Catalogue.ts'

/** Where a product stands in its category's ranking at one snapshot of the offers. */
type Standing = {
  /** 1 for the category's first place. */
  place: number
  /** How many products the category ranks. */
  of: number
  /** The category's products in a sentence ("rowing machines"). */
  itemsName: string
  /** The awards the product holds, in the category's order. */
  awards: readonly string[]
}

/** The product's standing in its category's ranking, at the catalogue's snapshot; undefined for a product it does not rank. */
export function standingOf(catalogue: Catalogue, id: string): Standing | undefined {
  const product = catalogue.byId(id)
  const listing = product && catalogue.category(product.category)
  const category = product && catalogue.categories.get(product.category)
  if (!product || !listing || !category) return undefined
  const place = listing.data.findIndex((candidate) => candidate.id === id) + 1
  return { place, of: listing.data.length, itemsName: category.itemsName, awards: product.awards }
}

/** "1st", "2nd", "3rd", "11th", "22nd". */
export function ordinal(place: number): string {
  const tens = place % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th'
  return `${place}${suffix}`
}

/** "ranked 3rd of 23 <its items name>", with the awards it holds: "ranked 1st of 25 <items> and our Best overall". */
export function standingText({ place, of, itemsName, awards }: Standing): string {
  const ranked = `ranked ${ordinal(place)} of ${of} ${itemsName}`
  return awards.length ? `${ranked} and our ${listed(awards)}` : ranked
}

/** "A", "A and B", "A, B and C". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
