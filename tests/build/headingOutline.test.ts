import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { clientDir, fileForUrl } from '../../api/generate/generatedFiles.ts'
import { generatedUrls } from '../../api/generate/generateSite.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { siteContent } from '../support/content.ts'
import type { Started } from '../support/startApp.ts'
import { startProduction } from '../support/startProduction.ts'

const dist = clientDir(projectRoot())

/**
 * WCAG 1.3.1: the headings of a page form an outline. One h1 opens it and no heading
 * goes more than one level deeper than the one before it. Returns what is wrong, empty when sound.
 */
function outlineProblems(html: string): string[] {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]))
  const problems: string[] = []
  if (levels[0] !== 1) problems.push(`the first heading is h${levels[0] ?? '(none)'}, not h1`)
  if (levels.filter((level) => level === 1).length !== 1) problems.push(`${levels.filter((level) => level === 1).length} h1 headings`)
  levels.forEach((level, i) => {
    const before = levels[i - 1]
    if (before !== undefined && level > before + 1) problems.push(`h${before} is followed by h${level} (heading ${i + 1})`)
  })
  return problems
}

test('the outline check itself catches a skipped level, a missing h1 and a second h1', () => {
  expect(outlineProblems('<h1>a</h1><h2>b</h2><h3 class="x">c</h3><h2>d</h2>')).toEqual([])
  expect(outlineProblems('<h1>a</h1><h3>b</h3>')).toEqual(['h1 is followed by h3 (heading 2)'])
  expect(outlineProblems('<h2>a</h2>')).toEqual(['the first heading is h2, not h1', '0 h1 headings'])
  expect(outlineProblems('<h1>a</h1><h1>b</h1>')).toEqual(['2 h1 headings'])
})

test.each([...generatedUrls(siteContent()), '/404'])('the generated page %s has a heading outline without skipped levels', (url) => {
  const file = url === '/404' ? '404.html' : fileForUrl(url)
  expect(outlineProblems(readFileSync(join(dist, file), 'utf8'))).toEqual([])
})

let site: Started
beforeAll(async () => {
  site = await startProduction()
})
afterAll(() => site.close())

const renderedOnRequest = [
  '/search?query=rowing',
  '/search?query=zzzz-nothing',
  '/category/treadmills?sort=price-high&page=2',
  '/product-compare?category=rowing-machines&ids=oarline-classic-r1,aerorow-pro-air',
]

test.each(renderedOnRequest)('the page rendered for %s has a heading outline without skipped levels', async (path) => {
  const response = await fetch(site.url + path)
  expect(response.status).toBe(200)
  expect(outlineProblems(await response.text())).toEqual([])
})
