import type { CategoryPage } from '../../schemas/types.gen.ts'
import type { ProblemLog } from '../content/loadDocument.server.ts'
import { problemAt } from '../content/YamlSource.ts'
import type { YamlSource } from '../content/YamlSource.ts'

/** A category file as loaded (loadCategoryPages), by what its names need. */
type LoadedCategory = { slug: string; source: YamlSource; value: Pick<CategoryPage, 'label' | 'order' | 'spellings' | 'synonyms'> }

/**
 * A name as search reads it: lower case, dashes as spaces, and either number ("Rowers" and
 * "rower" are one name), since a shopper's plural finds the singular.
 */
export function searchName(name: string): string {
  const words = name.toLowerCase().replaceAll('-', ' ').trim().split(/\s+/)
  const last = words.pop() ?? ''
  return [...words, last.length > 3 && last.endsWith('s') ? last.slice(0, -1) : last].join(' ')
}

type Named = { name: string; path: (string | number)[]; kind: 'label' | 'slug' | 'spelling' | 'everyday name' }

const KIND_TEXT: Record<Named['kind'], string> = { label: 'the label', slug: 'the slug', spelling: 'a spelling', 'everyday name': 'an everyday name' }

function namesOf({ slug, value }: LoadedCategory): Named[] {
  return [
    { name: value.label, path: ['label'], kind: 'label' },
    { name: slug, path: [], kind: 'slug' },
    ...value.spellings.map((name, index): Named => ({ name, path: ['spellings', index], kind: 'spelling' })),
    ...value.synonyms.map((name, index): Named => ({ name, path: ['synonyms', index], kind: 'everyday name' })),
  ]
}

/** Whether the category has this exact spelling or slug, which the spelling check compares. */
function spellsAs({ slug, value }: LoadedCategory, name: string): boolean {
  const wanted = name.toLowerCase()
  return slug === wanted || value.spellings.some((spelling) => spelling.toLowerCase() === wanted)
}

/** Category files in menu order (then by slug): a clash between two is reported in the later, the one usually just added or copied. */
export function inMenuOrder<T extends { slug: string; value: Pick<CategoryPage, 'order'> }>(categories: readonly T[]): T[] {
  return [...categories].sort((a, b) => a.value.order - b.value.order || a.slug.localeCompare(b.slug))
}

/**
 * Every name a shopper may search a category by (its label, slug, spellings and everyday names)
 * belongs to that category only, in either number: two categories called "cross trainer" leave
 * search no way to put either one's products first. Reported in the category later in menu order,
 * the one usually just added or copied.
 */
export function checkCategoryNames(categories: readonly LoadedCategory[], log: ProblemLog): void {
  const owners = new Map<string, { category: LoadedCategory; kind: Named['kind'] }>()
  for (const category of inMenuOrder(categories)) {
    const names = namesOf(category)
    for (const { name, path, kind } of names) {
      const owner = owners.get(searchName(name))
      // A slug or spelling written twice is the spelling check's to report (it leads to a page too).
      const spellingClash = (kind === 'spelling' || kind === 'slug') && owner !== undefined && spellsAs(owner.category, name)
      if (!owner || kind === 'slug' || spellingClash) continue
      const { label } = owner.category.value
      log.add(problemAt(category.source, path, `"${name}" is already ${KIND_TEXT[owner.kind]} of ${label} (${owner.category.source.file}); a name search knows leads to one category only, so write what shoppers call ${category.value.label} instead`))
    }
    for (const { name, kind } of names) if (!owners.has(searchName(name))) owners.set(searchName(name), { category, kind })
  }
}
