import { convert } from '../facts/units.ts'
import { PERSON_WORDS } from './factWords.ts'
import { boundBefore, numberOf } from './proseWords.ts'
import type { Bound } from './proseWords.ts'

/** A length written in a text: the figure in inches, how exactly it is said, and the words around it. */
export type LengthFigure = {
  index: number
  /** The figure as written ("84-inch", "about 5 feet"), for messages. */
  text: string
  inches: number
  /** How far an exact figure may be off: half its last written digit ("5 feet" is 4.5 to 5.5 feet). */
  slack: number
  bound: Bound
  /** Where the figure's words start: its bound's ("about 5 feet") or its own. */
  from: number
  /** "20 x 60 in": a size; its longer side is the one a deck's length is. */
  size: boolean
  /** The words just before the figure in its clause, and just after it; and its sentence up to it. */
  before: string
  after: string
  sentence: string
}

const UNIT = String.raw`(inches|inch|in|feet|foot|ft|cm|mm)`
/** "84-inch", "78 inches", "20 x 60 in", "about 5 feet", "6 ft 4 in". */
const FIGURE = new RegExp(String.raw`(?<![\w.$])(\d+(?:\.\d+)?|${Object.keys({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 }).join('|')})(?:\s*(?:x|×|by)\s*(\d+(?:\.\d+)?))?\s*-?\s*${UNIT}(?:\s+(\d+(?:\.\d+)?)\s*(?:inches|inch|in)\b)?(?![\w])`, 'gi')

/** Words that, after "16 in", make "in" a preposition ("16 in the box"), not inches. */
const NOT_INCHES = /^\s+(?:the|a|an|our|its|their|his|her|my|your|this|that|these|those|each|every|all|total|which|use|place|line|front|mind|stock|order|any|most|some|one|two|three|four|five|ten|\d|length\s+of|a\s+row|between|to|and|or|at|by\s+\w+\s+of)\b/i

const INCHES_PER: Readonly<Record<string, number>> = { in: 1, inch: 1, inches: 1, ft: 12, foot: 12, feet: 12 }

/** Every length figure of a text; "in" after a figure counts as inches only where it cannot be the word "in". */
export function lengthFigures(text: string): LengthFigure[] {
  const figures: LengthFigure[] = []
  for (const match of text.matchAll(FIGURE)) {
    const [written, first, second, unit, extraInches] = match as unknown as [string, string, string | undefined, string, string | undefined]
    const lower = unit.toLowerCase()
    const end = match.index + written.length
    if (lower === 'in' && extraInches === undefined && NOT_INCHES.test(text.slice(end, end + 40))) continue
    const said = numberOf(first)
    if (said === undefined || (/^[a-z]/i.test(first) && INCHES_PER[lower] !== 12)) continue
    const amount = second === undefined ? said : Math.max(said, Number(second))
    const inches = toInches(amount, lower) + (extraInches ? Number(extraInches) : 0)
    const digits = (second ?? first).split('.')[1]?.length ?? 0
    const slack = extraInches !== undefined ? 0.5 : toInches(0.5 * 10 ** -digits, lower)
    const clauseStart = Math.max(...[',', ';', '.', ':', '(', '—'].map((stop) => text.lastIndexOf(stop, match.index - 1) + 1), 0)
    const sentenceStart = Math.max(...['. ', '? ', '! '].map((stop) => text.lastIndexOf(stop, match.index - 1) + 1), 0)
    const bound = boundBefore(text, match.index)
    const clauseEnd = text.slice(end, end + 160).search(/[,;.:!?()—]/)
    figures.push({
      index: match.index,
      text: text.slice(match.index, end),
      inches,
      slack,
      bound: bound.bound,
      from: bound.from,
      size: second !== undefined,
      before: text.slice(Math.max(clauseStart, match.index - 48), match.index),
      after: text.slice(end, clauseEnd < 0 ? end + 160 : end + clauseEnd),
      sentence: text.slice(sentenceStart, match.index),
    })
  }
  return figures
}

function toInches(amount: number, unit: string): number {
  const per = INCHES_PER[unit]
  return per !== undefined ? amount * per : convert({ amount, unit }, 'in')
}

/** Things other than the product's own lengths that a figure may measure: a screen, people, the room. */
const OTHER_AFTER = /^\s*-?\s*(?:(?:wide|long|tall|high)\s+)?(?:(?:hd|swivell?ing|adjustable|colou?r|led|lcd|touch)\s+)*(?:screens?|touchscreens?|displays?|consoles?|monitors?|tablets?|rollers?|flywheels?|wheels?|pulleys?|cranks?|handlebars?|pedals?|cushions?|circuits?)\b|^\s+(?:of\s+(?:clearance|floor|space|room|headroom|width|length|height|ceiling)|clearance|square|while\s+(?:rowing|running|riding)|plus\b)/i
const OTHER_BEFORE = /^(?:tablets?|screens?|phones?|laptops?|ceilings?|doorways?|doors?|desks?|clearance|room|space|floor|inseams?)$/i

/** Whether the figure measures something other than the product: people, their legs, a screen, the floor space to leave. */
export function measuresOther(figure: LengthFigure): boolean {
  const last = figure.before.split(/[^\w'-]+/).filter(Boolean).slice(-4)
  return OTHER_AFTER.test(figure.after) || last.some((word) => OTHER_BEFORE.test(word) || PERSON_WORDS.test(word.toLowerCase()))
}
