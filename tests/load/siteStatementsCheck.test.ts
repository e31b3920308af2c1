import { afterEach, beforeEach, expect, test } from 'vitest'
import { checkReport } from '../../engine/load/checkReport.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { fixtureCopy, placeOf, reportLines } from '../support/editedCopy.ts'

// What the site says about itself is held to its data: where ratings come from, how often reviews
// change, what is scored, the warranties listed, the newsletter and the site's own audience.

let copy: ReturnType<typeof fixtureCopy>
beforeEach(() => {
  copy = fixtureCopy()
})
afterEach(() => copy.remove())

const SITE = 'pages-config/site.yaml'
const TRUST = 'pages-config/pages/trust.yaml'
const BLOG = 'pages-config/pages/blog.yaml'
const NO_PERIOD = "claims an update rhythm, and site.yaml sets no reviewUpdatePeriod, so reviews follow none; leave it out, or set the period (the check then warns about each review updated longer ago)"
const withPeriod = (every: number) => (yaml: string) => yaml.replace('dataAsOf: "2026-11-20"\n', `dataAsOf: "2026-11-20"\nreviewUpdatePeriod: { every: ${every}, unit: month }\n`)

test('ratings "at the retailer" are reported while their source is no shop of retailers.yaml, and pass once it is one', () => {
  const text = copy.edit(TRUST, (yaml) => yaml.replace('the customer rating read at {ratingsSource}, stars', 'the customer rating at the retailer, stars'))
  expect(reportLines(copy.root)).toEqual([
    `${placeOf(TRUST, text, 'customer rating at the retailer')}  /sections/4/items/2/a  "customer rating at the retailer": the customer ratings were read at Demo Store (fictional ratings) (site.yaml customerRatings.source), which is not a shop of retailers.yaml; write {ratingsSource}, or say "customer rating"`,
  ])
  copy.edit(SITE, (yaml) => yaml.replace('source: Demo Store (fictional ratings)', 'source: Demo Cardio Outlet (fictional)'))
  expect(reportLines(copy.root)).toEqual([])
})

test('"thousands of owner reviews" is reported: the content holds averages and counts, no review texts', () => {
  const text = copy.edit(TRUST, (yaml) => yaml.replace('Every category\'s method scores user feedback', 'We read thousands of owner reviews, and every category\'s method scores user feedback'))
  expect(reportLines(copy.root)).toEqual([
    `${placeOf(TRUST, text, 'read thousands')}  /sections/1/items/1/text  "read thousands of owner reviews": the content holds each product's customer rating as an average and a count (rating.stars and rating.count, read at Demo Store (fictional ratings)), not owners' review texts; say what the ratings are ("customer ratings", {ratingsSource}) or leave it out`,
  ])
})

test("the site's audience typed as a number is reported, with the token that reads site.yaml", () => {
  const file = 'pages-config/pages/home.yaml'
  const text = copy.edit(file, (yaml) => yaml.replace('Over {weeklyShoppers}\n      shoppers', 'Over 1,000,000\n      shoppers'))
  expect(reportLines(copy.root)).toEqual([
    `${placeOf(file, text, 'Over 1,000,000')}  /sections/0/lead  "Over 1,000,000 shoppers": the site's audience is a figure of site.yaml (claims.weeklyShoppers), with its source; write {weeklyShoppers} ("over {weeklyShoppers} shoppers a week"), or leave it out`,
  ])
})

test('"no newsletter" is refused while the footer has the form, and a newsletter is refused without it', () => {
  const text = copy.edit(BLOG, (yaml) => yaml.replace('Yes: sign up with the form at the foot of any page', 'Not yet: the blog is the place to look until then, with the form at the foot of any page'))
  const newsletter = `every page's footer has the newsletter sign-up form (site.yaml newsletter); say so, or leave it out`
  expect(reportLines(copy.root)).toEqual([`${placeOf(BLOG, text, 'Not yet')}  /sections/5/items/1/a  "Not yet": ${newsletter}`])
  copy.edit(BLOG, (yaml) => yaml.replace('Not yet: the blog is the place to look until then, with the form at the foot of any page', 'Yes: sign up with the form at the foot of any page'))
  copy.edit(SITE, (yaml) => yaml.replace('\nlisting:\n', '\nnewsletter: false\nlisting:\n'))
  const withoutForm = copy.edit(BLOG, (yaml) => yaml)
  const lines = reportLines(copy.root)
  // The privacy page's account of the newsletter's mail goes too.
  expect(lines.every((line) => line.includes('the site has no newsletter form'))).toBe(true)
  expect(lines).toContain(`${placeOf(BLOG, withoutForm, 'sign up with')}  /sections/5/items/1/a  "sign up": the site has no newsletter form (site.yaml newsletter is false); leave the newsletter out until the footer has its form`)
})

test("a span of warranties the catalogue does not have is reported with the catalogue's own", () => {
  const file = 'pages-config/pages/information.yaml'
  const text = copy.edit(file, (yaml) => yaml.replace('warranties range {warranties}', 'warranties range from 1 to 5 years'))
  expect(reportLines(copy.root)).toEqual([`${placeOf(file, text, 'from 1 to 5 years')}  /sections/1/items/4/text  "from 1 to 5 years": the catalogue's warranties run from 90 days to lifetime; write {warranties}, which follows the catalogue`])
})

test('an update rhythm is refused without a period, in a sentence or as the answer to "how often"', () => {
  const tagline = copy.edit(SITE, (yaml) => yaml.replace(/^tagline: .*$/m, 'tagline: Rankings of home cardio machines, updated every month.'))
  const research = 'pages-config/pages/research.yaml'
  const answer = copy.edit(research, (yaml) => yaml.replace(/Its ranking is worked out again whenever prices or customer ratings change, and each list says the day\n\s+it was\./, 'Every month.'))
  expect(reportLines(copy.root)).toEqual([
    `${placeOf(research, answer, 'Every month.')}  /sections/4/items/1/a  "Every month" ${NO_PERIOD}`,
    `${placeOf(SITE, tagline, 'every month')}  /tagline  "every month" ${NO_PERIOD}`,
  ])
})

test('with a period, a rhythm as often or less often passes, and one more often is refused', () => {
  copy.edit(SITE, withPeriod(6))
  const text = copy.edit(BLOG, (yaml) => yaml.replace('intro: Every guide builds on these lists.', 'intro: Every guide builds on these lists, which we review every month.'))
  expect(reportLines(copy.root)).toEqual([
    `${placeOf(BLOG, text, 'every month')}  /sections/4/intro  "every month" claims updates more often than site.yaml's reviewUpdatePeriod (every 6 months); say "every 6 months" or leave it out`,
  ])
  copy.edit(BLOG, (yaml) => yaml.replace('which we review every month.', 'which we review every 6 months.'))
  expect(reportLines(copy.root)).toEqual([])
  copy.edit(BLOG, (yaml) => yaml.replace('which we review every 6 months.', 'which we revisit once a year.'))
  expect(reportLines(copy.root)).toEqual([])
})

test('a review older than the period before the data set\'s date is a warning at its updatedAt, and the check still passes', () => {
  copy.edit(SITE, withPeriod(12))
  const file = 'pages-config/reviews/hydrastroke-water-rower.yaml'
  const text = copy.edit(file, (yaml) => yaml)
  const result = loadContent(copy.root)
  expect(result.ok).toBe(true)
  const warnings = result.warnings ?? []
  // Every demo review was last updated in 2025, more than 12 months before 2026-11-20.
  expect(warnings).toHaveLength(19)
  expect(warnings.every((warning) => warning.severity === 'warning' && warning.pointer === '/updatedAt')).toBe(true)
  const line = formatProblems(warnings).split('\n').find((row) => row.startsWith(file))
  expect(line).toBe(
    `${placeOf(file, text, '"2025-10-09"')}  /updatedAt  warning: updatedAt 2025-10-09 is older than site.yaml's reviewUpdatePeriod (every 12 months) before the data set's date (dataAsOf 2026-11-20); bring the review up to date and set updatedAt, or lengthen the period. Its page shows "Last updated October 9, 2025"`,
  )
  const report = checkReport(result, 'text')
  expect(report.split('\n').slice(-2)).toEqual(['19 warnings in 19 files', 'content ok: 106 products, 19 reviews'])
  expect(JSON.parse(checkReport(result, 'json'))[0]).toMatchObject({ pointer: '/updatedAt', severity: 'warning' })
  // Updated within the period: no warning.
  copy.edit(file, (yaml) => yaml.replace('updatedAt: "2025-10-09"', 'updatedAt: "2026-01-05"'))
  const after = loadContent(copy.root)
  expect(after.ok && after.warnings?.some((warning) => warning.file === file)).toBe(false)
})

test('a checklist every machine is "scored against" names the methods\' criteria, or {criteria}', () => {
  const file = 'pages-config/pages/home.yaml'
  const text = copy.edit(file, (yaml) => yaml.replace("We score each machine against its category's published method: {criteria}.", 'We score each machine against the same checklist: how quiet it is, motor power, and price value.'))
  const criteria = 'Durability, User feedback (or owner feedback), Price value, Features, Motor power, Cushioning, Incline range, or write {criteria}'
  expect(reportLines(copy.root)).toEqual([
    `${placeOf(file, text, 'how quiet it is')}  /sections/2/paragraphs/0  "how quiet it is" is not scored by any category's method, so the ranking is not on it; name only the method's criteria: ${criteria}`,
  ])
})
