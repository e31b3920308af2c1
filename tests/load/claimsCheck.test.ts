import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { fixtureCopy } from '../support/editedCopy.ts'

// Words are claims too: `npm run check` on a copy of the fixture content with one mistake of each
// kind written in, each reported at its file:line:col, the check failing. The unchanged fixture
// content passes (every other test loads it).

/** One mistake: the text it replaces, and the words (`at`, from `skip` characters in, the last occurrence with `last`) the report points at. */
type Mistake = { name: string; file: string; before: string; after: string; at: string; skip?: number; last?: boolean; message: RegExp }

const mistakes: Mistake[] = [
  {
    name: 'a place in the ranking in a review title',
    file: 'pages-config/reviews/cadence-c7-studio.yaml',
    before: 'verdict: a stiff, precise studio bike for serious riders',
    after: 'verdict: the bike we rank first for serious riders',
    at: 'rank first',
    message: /\/verdict +"rank first" claims a place in our ranking.*\{rank\}/,
  },
  {
    name: '"tops our ranking" in a verdict',
    file: 'pages-config/reviews/aerorow-pro-air.yaml',
    before: 'verdict: an air rower for people who care about the stroke itself',
    after: 'verdict: an air rower that tops our ranking',
    at: 'tops our ranking',
    message: /\/verdict +"tops our ranking" claims a place in our ranking/,
  },
  {
    name: "the highest capacity for a product that is not its category's highest",
    file: 'pages-config/reviews/comfortcycle-r8.yaml',
    before: '      - Rated for {fact:maxUserWeight}',
    after: '      - Highest capacity in our tests at 350 lbs',
    at: 'Highest capacity in our tests',
    message: /\/sections\/\d+\/pros\/\d+ +.*ComfortCycle R10 Elite.*400 lb/,
  },
  {
    name: '"about 5 feet long" for a 50 in product',
    file: 'pages-config/reviews/orbitrek-e2.yaml',
    before: 'It is about 4 feet long. It fits',
    after: 'It is about 5 feet long. It fits',
    at: 'about 5 feet long',
    message: /"about 5 feet long".*50 in/,
  },
  {
    name: 'a testing claim with no record',
    file: 'pages-config/reviews/ironpace-pro-3000.yaml',
    before: 'Even at the top speed on a steep\n        incline, it felt calm and planted.',
    after: 'Even at the top speed on a steep\n        incline, it felt calm and planted after 200 miles of testing.',
    at: '200 miles of testing',
    message: /"[^"]*200 miles[^"]*".*(?:record|\{test:)/,
  },
  {
    name: 'a brand named as the seller where the best offer is another shop',
    file: 'pages-config/reviews/hydrastroke-water-rower.yaml',
    before: 'note: Sold by {seller} with {shipping}.',
    after: 'note: Sold by HydraStroke with {shipping}.',
    at: 'Sold by HydraStroke',
    message: /"Sold by HydraStroke".*\{seller\}/,
  },
  {
    name: 'a return window typed into prose',
    file: 'pages-config/reviews/easyride-r100.yaml',
    before: 'at the best current offer and {returns}.',
    after: 'at the best current offer and 30-day returns.',
    at: '30-day returns',
    message: /"30-day returns".*\{returns\}/,
  },
  {
    name: "a judged score outside its record's level band",
    file: 'api/catalogue/treadmills.yaml',
    before: '        score: 4.0\n        level: Hard',
    after: '        score: 6.9\n        level: Hard',
    at: 'score: 6.9',
    skip: 'score: '.length,
    message: /\/products\/\d+\/scores\/cushioning\/score +.*6\.9.*Hard/,
  },
  {
    name: 'two records with one observation',
    file: 'api/catalogue/treadmills.yaml',
    before: 'observation: "A hard deck with almost no give: fine at a brisk walk, and the short belt leaves no room to run."',
    after: 'observation: "The six elastomer pads give evenly at 6 mph without bounce, and the belt leaves room for a full running stride."',
    at: 'observation: "The six elastomer pads',
    skip: 'observation: '.length,
    last: true,
    message: /\/products\/\d+\/scores\/cushioning\/observation +.*(?:same|shared|word for word)/i,
  },
]

const copy = fixtureCopy()
afterAll(() => copy.remove())
let run: { code: number; output: string }

beforeAll(async () => {
  for (const mistake of mistakes) {
    copy.edit(mistake.file, (text) => {
      if (!text.includes(mistake.before)) throw new Error(`${mistake.file} no longer holds "${mistake.before}"`)
      return text.replace(mistake.before, mistake.after)
    })
  }
  run = await new Promise((resolve) => {
    execFile('npm', ['run', '--silent', 'check'], { cwd: projectRoot(), env: { ...process.env, CONTENT_DIR: copy.root } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
    )
  })
}, 120_000)

test('the check fails on content with these mistakes', () => {
  expect(run.code).toBe(1)
})

/** `file:line:col` (1-based) of the words a mistake's report points at. */
function placeIn(file: string, text: string, mistake: Mistake): string {
  const found = mistake.last ? text.lastIndexOf(mistake.at) : text.indexOf(mistake.at)
  if (found < 0) throw new Error(`${mistake.at} is not in ${file}`)
  const before = text.slice(0, found + (mistake.skip ?? 0)).split('\n')
  return `${file}:${before.length}:${before.at(-1)!.length + 1}`
}

test.each(mistakes.map((mistake) => [mistake.name, mistake] as const))('%s is reported at its file:line:col', (_name, mistake) => {
  const place = placeIn(mistake.file, readFileSync(join(copy.root, mistake.file), 'utf8'), mistake)
  const lines = run.output.split('\n').filter((line) => line.startsWith(`${place} `))
  expect(lines.some((line) => mistake.message.test(line)), `${place}\n${run.output}`).toBe(true)
})
