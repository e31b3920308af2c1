import { eachString } from './checkCustomerFigures.ts'
import type { ProblemLog } from '../content/loadDocument.server.ts'
import { problemInText } from '../content/problemInText.ts'
import type { YamlSource } from '../content/YamlSource.ts'

/** A figure put on a 10-point scale: "out of 10", "/10", "a 10-point scale", "doubled", "times two", "x 2". */
const TEN_POINT_WORDS = String.raw`\bout\s+of\s+(?:10|ten)\b|\/\s?10\b|\b(?:10|ten)[- ]point\b|\bscale\s+of\s+(?:10|ten)\b|\bdoubled\b|\btimes\s+two\b|×\s?2\b|\bx\s2\b|\bmultiplied\s+by\s+(?:2|two)\b`
const TEN_POINT = new RegExp(TEN_POINT_WORDS, 'gi')
/** The same, to ask only whether a text has one: most texts have none and are passed over at once. */
const HAS_TEN_POINT = new RegExp(TEN_POINT_WORDS, 'i')

/**
 * What such a phrase can be about: a customer rating in any of its names, or our score or a
 * sub-score. The nearest one before the phrase, in its sentence, is what the phrase puts on the scale.
 */
const SUBJECT = /\b(?:(?:customer|owner|user|buyer|shopper|star|store|retailer)s?'?\s+)?(?:ratings?|stars)\b|\b(?:our\s+)?(?:sub-?)?scores?\b/gi

const SENTENCE_END = /[.!?](?:\s|$)/g

/** Where the sentence holding `index` starts. */
function sentenceStart(text: string, index: number): number {
  let start = 0
  for (const end of text.slice(0, index).matchAll(SENTENCE_END)) start = end.index + end[0].length
  return start
}

/** Each phrase of the text that puts a customer rating on a 10-point scale, with where it stands. */
export function tenPointRatingsIn(text: string): { phrase: string; subject: string; start: number; subjectStart: number }[] {
  const found: { phrase: string; subject: string; start: number; subjectStart: number }[] = []
  for (const scale of text.matchAll(TEN_POINT)) {
    const from = sentenceStart(text, scale.index)
    const subject = [...text.slice(from, scale.index).matchAll(SUBJECT)].at(-1)
    if (subject && !/score/i.test(subject[0])) found.push({ phrase: scale[0], subject: subject[0], start: scale.index, subjectStart: from + subject.index })
  }
  return found
}

/**
 * One customer-rating scale on the whole site: stars out of 5, in words too. Only our score and
 * its sub-scores are out of 10. A text that puts a customer rating on 10 points ("the owner rating,
 * shown out of 10", "the star rating doubled") is reported at the phrase, with the words to use.
 */
export function checkRatingScale(source: YamlSource, document: unknown, log: ProblemLog): void {
  // The file as written holds every text of the document: one without such a phrase has none to report.
  if (!HAS_TEN_POINT.test(source.text)) return
  eachString(document, [], (text, path) => {
    if (!HAS_TEN_POINT.test(text)) return
    for (const { phrase, subject, start, subjectStart } of tenPointRatingsIn(text)) {
      const message = `"${phrase}" puts the ${subject.toLowerCase()} on a 10-point scale; a customer rating is stars out of 5 everywhere ("4.6 out of 5 from 1,200 ratings"), and only our score and its sub-scores are out of 10 ("Our score 8.7/10")`
      log.add(problemInText(source, [...path], text, { from: subjectStart, start, end: start + phrase.length }, message))
    }
  })
}
