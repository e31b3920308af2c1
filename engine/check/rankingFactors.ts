import type { Criterion } from '../../schemas/types.gen.ts'

/** A factor a text says a ranking is on, where it stands in the text, and what introduced its list. */
type RankingFactor = { name: string; start: number; end: number; listStart: number }

/** What introduces a list of ranking factors: "ranked on", "compared on", "ranked by", "scored on"... */
const LIST_OPENER = /\b(?:ranked|ranks?|ranking|rated|scored|judged|compared)\s+(?:on|by)\s+/gi

/** The same without "compared on": a guide may compare kinds of machine on anything, a ranking only on its method. */
const RANKING_OPENER = /\b(?:ranked|ranks?|ranking|rated|scored|judged)\s+(?:on|by)\s+/gi

/**
 * What introduces a checklist the site says every machine is scored against: "We score each
 * machine against the same checklist: ...". Its items are the whole phrases between commas.
 */
const CHECKLIST_OPENER = /\b(?:scores?|scored|rates?|rated|ranks?|ranked|judges?|judged)\s+(?:each|every|all)\s+(?:[\w-]+\s+)?(?:against|on|by)\s+(?:the\s+same|one|our|a)\s+(?:published\s+)?(?:checklist|criteria|factors|list)\s*:\s*/gi

/** Between a checklist's items: a comma, with or without "and" or "or". */
const CHECKLIST_SEPARATOR = /\s*,\s*(?:(?:and|or)\s+)?/g

/** Whether the text may hold a list of ranking factors at all: most texts do not, and are passed over at once. */
export function mayListRankingFactors(text: string): boolean {
  return /\b(?:ranked|ranks?|ranking|rated|scored|judged|compared)\s+(?:on|by)\s|\b(?:against|on|by)\s+(?:the\s+same|one|our|a)\s+(?:published\s+)?(?:checklist|criteria|factors|list)\s*:/i.test(text)
}

/** Where a list ends: the end of its clause. */
const LIST_END = /[.;:!?()\u2014]|\s(?:with|so|because|for|from|plus|across|to)\s/

/** Between a list's items: a comma, "and", "or", or both. */
const ITEM_SEPARATOR = /\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or|&)\s+/g

/**
 * A list that names who ranks or how ("ranked by our testers", "judged on the same checklist",
 * "compared on what matters at home") is not a list of factors.
 */
const NOT_FACTORS = /^(?:our|their|its|the same|one|a|an|what|how|who|whom|which|every|each|hand|testers|owners|experts|readers|shoppers)\b/i

/**
 * The factors each list in the text says a ranking is on, as written; `compared: false` leaves out
 * lists opened by "compared on", for texts that are not about one category. A list has two items at
 * least: one alone ("ranked by our testers", "compared on price") is a statement of who or how
 * more often than of what is scored, and is left to the reader.
 */
export function rankingFactorsIn(text: string, { compared = true }: { compared?: boolean } = {}): RankingFactor[][] {
  const lists: RankingFactor[][] = []
  for (const opener of text.matchAll(compared ? LIST_OPENER : RANKING_OPENER)) {
    const listStart = opener.index + opener[0].length
    const rest = text.slice(listStart)
    const end = rest.search(LIST_END)
    const list = end < 0 ? rest : rest.slice(0, end)
    if (NOT_FACTORS.test(list)) continue
    const items: RankingFactor[] = []
    let from = 0
    for (const separator of [...list.matchAll(ITEM_SEPARATOR), { index: list.length, 0: '' }]) {
      const raw = list.slice(from, separator.index)
      const lead = raw.length - raw.trimStart().length
      const name = raw.trim()
      if (name) items.push({ name, start: listStart + from + lead, end: listStart + from + lead + name.length, listStart: opener.index })
      from = separator.index + separator[0].length
    }
    if (items.length >= 2) lists.push(items)
  }
  return [...lists, ...checklistsIn(text)]
}

/** The items of each checklist in the text ("We score each machine against the same checklist: a, b and c."), as written. */
function checklistsIn(text: string): RankingFactor[][] {
  const lists: RankingFactor[][] = []
  for (const opener of text.matchAll(CHECKLIST_OPENER)) {
    const listStart = opener.index + opener[0].length
    const rest = text.slice(listStart)
    const end = rest.search(/[.;!?](?:\s|$)/)
    const list = end < 0 ? rest : rest.slice(0, end)
    const items: RankingFactor[] = []
    let from = 0
    for (const separator of [...list.matchAll(CHECKLIST_SEPARATOR), { index: list.length, 0: '' }]) {
      const raw = list.slice(from, separator.index)
      const name = raw.trim()
      const lead = raw.length - raw.trimStart().length
      if (name) items.push({ name, start: listStart + from + lead, end: listStart + from + lead + name.length, listStart: opener.index })
      from = separator.index + separator[0].length
    }
    if (items.length >= 2) lists.push(items)
  }
  return lists
}

/** A name as compared: lower case, words split on hyphens, each word without a plural s. */
function normalName(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[-_]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word))
    .join(' ')
}

/** The other names of the computed customer-rating part, as shoppers and editors say it. */
const CUSTOMER_RATING_NAMES = ['owner feedback', 'customer feedback', 'customer rating', 'owner rating', 'customer review', 'owner review', 'user rating', 'user review']

/**
 * Every name a text may give a criterion of the method: its label, its key in words, a word of
 * its label no other criterion's label has ("value" for Price value, "motor" for Motor power), and
 * for the customer-rating part the everyday names of owners' ratings.
 */
export function criterionNames(criteria: readonly Criterion[]): Map<string, Criterion> {
  const names = new Map<string, Criterion>()
  const labelWords = criteria.map((criterion) => normalName(criterion.label).split(' '))
  criteria.forEach((criterion, index) => {
    const add = (name: string) => names.set(normalName(name), criterion)
    add(criterion.label)
    add(criterion.key)
    const words = labelWords[index]!
    const shared = (word: string) => labelWords.some((other, at) => at !== index && other.includes(word))
    if (words.length > 1) for (const word of words) if (word.length > 3 && !shared(word)) add(word)
    if (criterion.computed === 'customer-rating') for (const name of CUSTOMER_RATING_NAMES) add(name)
  })
  return names
}

/** Whether a factor as written names one of the method's criteria. */
export function namesCriterion(name: string, names: ReadonlyMap<string, Criterion>): boolean {
  return names.has(normalName(name))
}
