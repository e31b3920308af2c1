import { afterEach, beforeEach, expect, test } from 'vitest'
import { fixtureCopy, placeOf, reportLines } from '../support/editedCopy.ts'

// Search results tell pages apart by their titles and descriptions: the check holds each listed
// page's to that page alone, as a copied file would otherwise keep the original's.

let copy: ReturnType<typeof fixtureCopy>
beforeEach(() => {
  copy = fixtureCopy()
})
afterEach(() => copy.remove())

const TREADMILLS = 'api/catalogue/treadmills.yaml'
const ROWERS_TITLE = 'Best Rowing Machine Of 2025'

test("a category list titled as another's is reported at its title, naming the file that has it", () => {
  const text = copy.edit(TREADMILLS, (yaml) => yaml.replace('title: Best Treadmill Of 2025', `title: ${ROWERS_TITLE}`))
  expect(reportLines(copy.root)).toEqual([
    `${placeOf(TREADMILLS, text, ROWERS_TITLE)}  /seo/title  this page's title "${ROWERS_TITLE}" is already the title of the page of api/catalogue/rowing-machines.yaml; search results show it to tell pages apart, so write this page's own`,
  ])
})

test('a review described as another is reported at its description', () => {
  const first = 'pages-config/reviews/aerorow-pro-air.yaml'
  const second = 'pages-config/reviews/cadence-c7-studio.yaml'
  const description = 'A home machine, what it does well, and who should buy it.'
  const describe = (yaml: string) => yaml.replace(/^( {2}description: ).*$/m, `$1${description}`)
  copy.edit(first, describe)
  const text = copy.edit(second, describe)
  expect(reportLines(copy.root)).toEqual([
    `${placeOf(second, text, description)}  /seo/description  this page's description "${description}" is already the description of the page of ${first}; search results show it to tell pages apart, so write this page's own`,
  ])
})
