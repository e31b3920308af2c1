import { anyOf } from './ProseFamily.ts'
import type { ProseContext, ProseFamily, ProseFinding, UpdatePeriod } from './ProseFamily.ts'

const COUNTS: Readonly<Record<string, number>> = { a: 1, one: 1, two: 2, three: 3, four: 4, six: 6, twelve: 12, few: 3 }
const UNIT_DAYS: Readonly<Record<string, number>> = { day: 1, week: 7, fortnight: 14, month: 30.44, quarter: 91.3, year: 365.25 }

/** A rhythm: "every month", "each week", "once a year", "every 6 months", "monthly". */
const RHYTHM = /\b(?:every|each|once\s+(?:a|an|every|each))\s+(?:(\d+|two|three|four|six|twelve|few)\s+)?(day|week|fortnight|month|quarter|year)s?\b|\b(daily|weekly|fortnightly|monthly|quarterly|yearly|annually|annual)\b/gi
/** What makes a rhythm a claim that reviews or lists are brought up to date. */
const UPDATE_VERB = /\b(?:updat(?:e|es|ed|ing)|revisit(?:s|ed|ing)?|refresh(?:es|ed|ing)?|revis(?:e|es|ed|ing)|re-?rank(?:s|ed|ing)?|re-?check(?:s|ed|ing)?|re-?test(?:s|ed|ing)?|(?:we|they|editors?)\s+review|reviewed)\b/i
/** A rhythm naming the update itself: "each monthly review", "our weekly update". */
const RHYTHM_NOUN = /^\s*(?:reviews?|updates?|refresh(?:es)?|revisions?|check-?ups?)\b/i
const ADJECTIVES: Readonly<Record<string, string>> = { daily: 'day', weekly: 'week', fortnightly: 'fortnight', monthly: 'month', quarterly: 'quarter', yearly: 'year', annually: 'year', annual: 'year' }

/** Words without which none of the family's patterns can match: most texts are passed over at once. */
const WORDS = /every|each|once|daily|weekly|fortnight|monthly|quarterly|yearly|annual/i

/**
 * A claim of how often reviews or lists are brought up to date ("updated every month", "each
 * monthly review"; an FAQ answer "Every month." to "How often do you revisit a list?") is held to
 * site.yaml's reviewUpdatePeriod: no rhythm may be claimed without one, and none more often than it.
 */
export const updateRhythmFamily: ProseFamily = {
  name: 'update rhythm',
  kind: 'words',
  // Every rhythm the family reads, adjectives included, is one of RHYTHM's.
  mayMatch: anyOf(WORDS, RHYTHM),
  contextKey: (context) => context.question ?? '',
  findings(text, context) {
    if (!context.site) return []
    const findings: ProseFinding[] = []
    for (const match of text.matchAll(RHYTHM)) {
      if (!claimsUpdates(text, match, context)) continue
      const days = rhythmDays(match)
      const problem = rhythmProblem(days, context.site.updatePeriod)
      if (problem) findings.push({ index: match.index, text: match[0], message: `"${match[0]}" ${problem}` })
    }
    return findings
  },
}

/** Whether the rhythm is said of updates: an update word in its sentence, a noun it qualifies, or the question it answers. */
function claimsUpdates(text: string, match: RegExpExecArray, context: ProseContext): boolean {
  const start = Math.max(text.lastIndexOf('. ', match.index), text.lastIndexOf('? ', match.index), text.lastIndexOf('! ', match.index)) + 1
  const ends = /[.?!](?:\s|$)/g
  ends.lastIndex = match.index + match[0].length
  const end = ends.exec(text)?.index ?? text.length
  if (UPDATE_VERB.test(text.slice(start, end))) return true
  if (match[3] && RHYTHM_NOUN.test(text.slice(match.index + match[0].length))) return true
  return start === 0 && context.question !== undefined && UPDATE_VERB.test(context.question.replace(/\bhow\s+often\s+do\s+you\b/i, 'we'))
}

function rhythmDays(match: RegExpExecArray): number {
  if (match[3]) return UNIT_DAYS[ADJECTIVES[match[3].toLowerCase()]!]!
  const count = match[1] ? (COUNTS[match[1].toLowerCase()] ?? Number(match[1])) : 1
  return count * UNIT_DAYS[match[2]!.toLowerCase()]!
}

/** Why the rhythm cannot be claimed; undefined when the period backs it (it is no more often than the period). */
function rhythmProblem(days: number, period: UpdatePeriod | undefined): string | undefined {
  if (!period) return "claims an update rhythm, and site.yaml sets no reviewUpdatePeriod, so reviews follow none; leave it out, or set the period (the check then warns about each review updated longer ago)"
  const periodDays = period.every * UNIT_DAYS[period.unit]!
  if (days >= periodDays * 0.95) return undefined
  return `claims updates more often than site.yaml's reviewUpdatePeriod (${periodText(period)}); say "${periodText(period)}" or leave it out`
}

/** "every month", "every 6 months". */
export function periodText(period: UpdatePeriod): string {
  return period.every === 1 ? `every ${period.unit}` : `every ${period.every} ${period.unit}s`
}
