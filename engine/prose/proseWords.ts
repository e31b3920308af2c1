// The words of prose as the fact families read them: split into words with their places, figures
// in figures or words, and the hedges and bounds around a figure ("about 5 feet", "over 30").

/** A word of a text, with where it is. */
export type Word = { text: string; lower: string; start: number; end: number }

/** Numbers prose writes in words. */
export const WORD_NUMBERS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, sixteen: 16, twenty: 20, thirty: 30,
}

/** A figure written in digits or in words ("12", "4.5", "twelve"), or undefined. */
export function numberOf(word: string): number | undefined {
  if (/^\d+(?:\.\d+)?$/.test(word)) return Number(word)
  return entryOf(WORD_NUMBERS, word.toLowerCase())
}

/** A record's own entry for a key read from prose: a word like "constructor" is no entry of it. */
export function entryOf<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

const WORD = /[A-Za-z0-9](?:[\w'’.-]*\w)?/g

/** The words of a text in order, with their places. */
export function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => ({ text: match[0], lower: match[0].toLowerCase(), start: match.index, end: match.index + match[0].length }))
}

/** Which word starts at `index`, found by halves; undefined when none does. */
export function wordAt(words: readonly Word[], index: number): number | undefined {
  let [low, high] = [0, words.length - 1]
  while (low <= high) {
    const middle = (low + high) >> 1
    const start = words[middle]!.start
    if (start === index) return middle
    if (start < index) low = middle + 1
    else high = middle - 1
  }
  return undefined
}

/** Whether nothing but spaces (and hyphens) lies between two words: they belong to one phrase. */
export function adjacent(text: string, left: Word, right: Word): boolean {
  return /^[\s-]*$/.test(text.slice(left.end, right.start))
}

/** Whether a written word is the name's word, in the singular or the plural. */
export function sameWord(written: string, name: string): boolean {
  return written === name || written === `${name}s` || written === `${name}es` || `${written}s` === name
}

/**
 * Words just before a figure that give it to another machine, not the product: "a model with an
 * 18-inch stride", "may prefer a 60-inch deck", "than a 16-level bike", "unlike the 20-inch stride of".
 * "A cross trainer with a 20-inch stride" is how a description names its own product, so only the
 * vague "a model with" counts.
 */
const ANOTHER_BEFORE = /(?:\b(?:an?|another|any|other)\s+(?:model|machine|one)\s+with\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?|\b(?:models|machines|ones)\s+with\s+(?:[\w-]+\s+)?|\b(?:less|more|fewer)\s+than\s+(?:an?|the)\s+(?:[\w-]+\s+)?|\b(?:prefer|want|need|look\s+for|choose|(?<!(?:less|more|fewer)\s)than|unlike|versus|vs\.?|instead\s+of|rather\s+than|compared\s+(?:with|to)|like)\s+(?:an?\s+|the\s+|most\s+|many\s+|other\s+)*(?:[\w-]+\s+)?)$/i

/** Whether the words before `index` speak of another machine than the product (see ANOTHER_BEFORE). */
export function aboutAnother(text: string, index: number): boolean {
  return ANOTHER_BEFORE.test(text.slice(Math.max(0, index - 40), index))
}

/** A hedge or bound before a figure: "about 5 feet", "over 30 programs"; "up to 16 levels" is exact (its top is 16). */
export type Bound = 'exact' | 'about' | 'over' | 'under' | 'at most' | 'at least'

const BOUNDS: readonly [RegExp, Bound][] = [
  [/\b(?:at\s+most|no\s+more\s+than)\s+$/i, 'at most'],
  [/\b(?:at\s+least|no\s+(?:less|fewer)\s+than)\s+$/i, 'at least'],
  [/\b(?:about|around|roughly|approximately|nearly|almost|some|close\s+to|just\s+(?:over|under)|an?\s+(?:little|bit)\s+(?:over|under))\s+$/i, 'about'],
  [/\b(?:over|more\s+than|above|beyond)\s+$/i, 'over'],
  [/\b(?:under|less\s+than|fewer\s+than|below)\s+$/i, 'under'],
]

/** The bound the words before `index` put on a figure, and where those words start. */
export function boundBefore(text: string, index: number): { bound: Bound; from: number } {
  const before = text.slice(Math.max(0, index - 24), index)
  for (const [pattern, bound] of BOUNDS) {
    const match = pattern.exec(before)
    if (match) return { bound, from: index - before.length + match.index }
  }
  return { bound: 'exact', from: index }
}

/** Whether a stated figure fits a fact's amount under its bound; `slack` is how far an exact figure may be off (its rounding). */
export function fits(said: number, amount: number, bound: Bound, slack: number, about: number): boolean {
  switch (bound) {
    case 'exact':
      return Math.abs(amount - said) <= slack
    case 'about':
      return Math.abs(amount - said) <= Math.max(slack, about)
    case 'over':
      return amount > said - slack
    case 'under':
      return amount < said + slack
    case 'at most':
      return amount <= said + slack
    case 'at least':
      return amount >= said - slack
  }
}
