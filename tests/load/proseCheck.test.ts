import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { FIXTURE_ROOT } from '../support/content.ts'

// Prose held to the data: a claim the offers or the facts make is never written in words.

let root: string
afterEach(() => rmSync(root, { recursive: true, force: true }))

type Run = { code: number; output: string; at: string }

/** `npm run check` on a copy of the fixture content where `file` has `before` replaced by `after`; `at` is where `words` now are. */
function checkWith(file: string, before: string, after: string, words: string): Promise<Run> {
  root = mkdtempSync(join(tmpdir(), 'prose-check-'))
  for (const dir of ['pages-config', 'api/catalogue']) cpSync(join(FIXTURE_ROOT, dir), join(root, dir), { recursive: true })
  const text = readFileSync(join(root, file), 'utf8')
  if (!text.includes(before)) throw new Error(`${file} no longer holds "${before}"`)
  const edited = text.replace(before, after)
  writeFileSync(join(root, file), edited)
  const lines = edited.split('\n')
  const line = lines.findIndex((candidate) => candidate.includes(words))
  const at = `${file}:${line + 1}:${lines[line]!.indexOf(words) + 1}`
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', 'check'], { cwd: projectRoot(), env: { ...process.env, CONTENT_DIR: root } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr, at }),
    )
  })
}

const problemLine = (run: Run) => run.output.split('\n').find((line) => line.startsWith(`${run.at} `)) ?? run.output

test('free shipping promised in a FAQ answer is reported at its words, with the token to write instead', async () => {
  const run = await checkWith('pages-config/reviews/kinetiq-compact-rower.yaml', 'higher than most rowers at this price.', 'with free shipping on every order.', 'free shipping')
  expect(run.code).toBe(1)
  expect(problemLine(run)).toMatch(/\/defaults\/faqs\/1\/a +"free shipping".*\{shipping\}/)
})

test('a price in a review is reported at the amount, pointing to the price token', async () => {
  const run = await checkWith('pages-config/reviews/rowlite-fold-100.yaml', 'Excellent value at a budget price', 'Excellent value at around $199', '$199')
  expect(run.code).toBe(1)
  expect(problemLine(run)).toMatch(/\/pros\/0 +"\$199".*\{price\}/)
})

test("a frame warranty the product's facts do not give is reported with the facts' years", async () => {
  const run = await checkWith('pages-config/reviews/hydrastroke-water-rower.yaml', 'Two years of cover on parts from the maker.', 'A 5-year frame and two years on parts.', '5-year frame')
  expect(run.code).toBe(1)
  expect(problemLine(run)).toMatch(/"5-year frame" contradicts the facts: .* has a 3-year frame warranty/)
})

test("a marketplace's badge in a review is reported", async () => {
  const run = await checkWith('pages-config/reviews/kinetiq-compact-rower.yaml', '- Folds upright in seconds', "- Amazon's Choice for folding rowers", "Amazon's Choice")
  expect(run.code).toBe(1)
  expect(problemLine(run)).toMatch(/"Amazon's Choice" names a marketplace/)
})

test("a place in our ranking typed into a review's title is reported at its words, with {rank} to write instead", async () => {
  const run = await checkWith('pages-config/reviews/cadence-c7-studio.yaml', 'verdict: a stiff, precise studio bike for serious riders', 'verdict: the bike we rank first for serious riders', 'rank first')
  expect(run.code).toBe(1)
  expect(problemLine(run)).toMatch(/\/verdict +"rank first" claims a place in our ranking, which moves when prices and scores move; write \{rank\}/)
})

test('"tops our ranking" in a review paragraph is reported at its words', async () => {
  const run = await checkWith('pages-config/reviews/aerorow-pro-air.yaml', 'Build quality is the other reason to choose it.', 'Build quality is the other reason it tops our ranking.', 'tops our ranking')
  expect(run.code).toBe(1)
  expect(problemLine(run)).toMatch(/"tops our ranking" claims a place in our ranking.*\{rank\}/)
})
