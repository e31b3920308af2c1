import { afterEach, beforeEach, expect, test } from 'vitest'
import { contentOverlay } from '../../api/server/contentOverlay.ts'
import { IncrementalCheck } from '../../engine/load/IncrementalCheck.server.ts'
import { fixtureCopy, placeOf, reportLines } from '../support/editedCopy.ts'

// Search puts a category's products first for every name shoppers know it by: the check holds
// each name to one category, and a product's title to the names of its own.

let copy: ReturnType<typeof fixtureCopy>
beforeEach(() => {
  copy = fixtureCopy()
})
afterEach(() => copy.remove())

const BIKES = 'pages-config/categories/exercise-bikes.yaml'

test("an everyday name another category has is reported where it is written, naming the category that has it", () => {
  const text = copy.edit(BIKES, (yaml) => yaml.replace('synonyms: [exercise bike, spin bike,', 'synonyms: [exercise bike, cross trainer, spin bike,'))
  expect(reportLines(copy.root)).toEqual([
    `${placeOf(BIKES, text, 'cross trainer')}  /synonyms/1  "cross trainer" is already an everyday name of Elliptical (pages-config/categories/elliptical.yaml); a name search knows leads to one category only, so write what shoppers call Exercise Bikes instead`,
  ])
})

test("a name in the other number of another category's label is the same name", () => {
  const text = copy.edit(BIKES, (yaml) => yaml.replace('synonyms: [exercise bike, spin bike,', 'synonyms: [exercise bike, rowing machine, spin bike,'))
  expect(reportLines(copy.root)).toEqual([
    `${placeOf(BIKES, text, 'rowing machine,')}  /synonyms/1  "rowing machine" is already the label of Rowing Machines (pages-config/categories/rowing-machines.yaml); a name search knows leads to one category only, so write what shoppers call Exercise Bikes instead`,
  ])
})

test("a product titled with another category's name is reported at its title", () => {
  const catalogue = 'api/catalogue/rowing-machines.yaml'
  let title = ''
  const text = copy.edit(catalogue, (yaml) =>
    yaml.replace(/^( {4}title: )(.*)$/m, (_line, key: string, old: string) => {
      title = `${old.replace('Rowing Machine', 'Rower')} and Running Machine`
      return `${key}${title}`
    }),
  )
  expect(reportLines(copy.root)).toEqual([
    `${placeOf(catalogue, text, title)}  /products/0/title  title "${title}" says "running machine", a name of Treadmills: a search for it would list this Rowing Machines product before Treadmills's; name it as what it is`,
  ])
})

test("the development server's overlay shows the same problem, with the line that writes it", () => {
  const text = copy.edit(BIKES, (yaml) => yaml.replace('synonyms: [exercise bike, spin bike,', 'synonyms: [exercise bike, cross trainer, spin bike,'))
  const [, line, column] = placeOf(BIKES, text, 'cross trainer').split(':').map(Number)
  // What `npm run dev` checks after each save.
  const result = new IncrementalCheck(copy.root).check()
  expect(result.ok).toBe(false)
  const { err } = contentOverlay(copy.root, result.ok ? [] : result.problems)
  expect(err.message).toContain('"cross trainer" is already an everyday name of Elliptical')
  expect(err.frame).toContain('synonyms: [exercise bike, cross trainer, spin bike,')
  expect(err.loc).toEqual({ file: BIKES, line, column })
})
