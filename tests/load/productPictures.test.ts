import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { fixtureCopy, placeOf, reportLines } from '../support/editedCopy.ts'

// Every picture shown for a product is of that product: the check holds each file to its product's
// id and each illustration to its product's brand, at the line that names the picture.

let copy: ReturnType<typeof fixtureCopy>
beforeEach(() => {
  copy = fixtureCopy()
})
afterEach(() => copy.remove())

const CATALOGUE = 'api/catalogue/rowing-machines.yaml'
const IMAGES = 'api/catalogue/images/rowing-machines'

test("a product showing another product's picture is reported at the picture, with the name to give it", () => {
  // As a copied product: a new id, the pictures of the product it was copied from.
  const text = copy.edit(CATALOGUE, (yaml) => yaml.replace('  - id: aerorow-pro-air\n', '  - id: aerorow-pro-air-2\n'))
  const reported = reportLines(copy.root).filter((line) => line.includes('/products/0/image '))
  expect(reported).toEqual([
    `${placeOf(CATALOGUE, text, '/images/rowing-machines/aerorow-pro-air-1.svg')}  /products/0/image  image "aerorow-pro-air-1.svg" is not named after its product "aerorow-pro-air-2"; name the file aerorow-pro-air-2-1.svg (the product's id, a dash and a number) and write /images/rowing-machines/aerorow-pro-air-2-1.svg here`,
  ])
})

test("a review's own pictures are held to its product's id too", () => {
  const review = 'pages-config/reviews/aerorow-pro-air.yaml'
  copyFileSync(join(copy.root, IMAGES, 'vistarow-touch-22-1.svg'), join(copy.root, IMAGES, 'vistarow-touch-22-9.svg'))
  const text = copy.edit(review, (yaml) => yaml.replace(/^defaults:\n/m, 'defaults:\n  images: [/images/rowing-machines/vistarow-touch-22-9.svg]\n'))
  expect(reportLines(copy.root)).toEqual([
    `${placeOf(review, text, '/images/rowing-machines/vistarow-touch-22-9.svg')}  /defaults/images/0  image "vistarow-touch-22-9.svg" is not named after its product "aerorow-pro-air"; name the file aerorow-pro-air-9.svg (the product's id, a dash and a number) and write /images/rowing-machines/aerorow-pro-air-9.svg here`,
  ])
})

test("an illustration printing another maker's name is reported at the picture", () => {
  copy.edit(`${IMAGES}/aerorow-pro-air-1.svg`, (svg) => svg.replace('>AeroRow</text>', '>VistaRow</text>'))
  const text = copy.edit(CATALOGUE, (yaml) => yaml)
  // Reported wherever the catalogue names the picture: as the main image and as the first of the gallery.
  const [image, gallery] = ['image: /images', '- /images'].map((before) => placeOf(CATALOGUE, text, `${before}/rowing-machines/aerorow-pro-air-1.svg`))
  const at = (place: string, offset: number) => place.replace(/\d+$/, (col) => String(Number(col) + offset))
  expect(reportLines(copy.root)).toEqual([
    `${at(image!, 'image: '.length)}  /products/0/image  ${IMAGES}/aerorow-pro-air-1.svg prints "VistaRow"; an illustration prints its product's brand, "AeroRow", and no other words`,
    `${at(gallery!, '- '.length)}  /products/0/sub_images/0  ${IMAGES}/aerorow-pro-air-1.svg prints "VistaRow"; an illustration prints its product's brand, "AeroRow", and no other words`,
  ])
})
