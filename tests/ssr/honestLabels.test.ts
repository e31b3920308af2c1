import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buyLabels } from '../support/buyLabels.ts'
import { siteContent } from '../support/content.ts'
import { literally, shopOfBuyLink } from '../support/shopOfBuyLink.ts'
import { fetchPage, siteServed, startSite } from '../support/startSite.ts'
import type { Started } from '../support/startApp.ts'

let site: Started
const served = siteServed()
beforeAll(async () => {
  site = await startSite(served)
})
afterAll(() => site.close())

const content = siteContent()
const categoryPaths = content.categories.all().map((category) => category.path)
const firstWordOfEachCategory = content.categories.all().map((category) => `/search?query=${encodeURIComponent(category.label.split(' ')[0]!)}`)

describe('buy controls name the shop their link opens', () => {
  test.each([...categoryPaths, ...firstWordOfEachCategory])('%s', async (path) => {
    const { status, html } = await fetchPage(site, path)
    expect(status).toBe(200)
    for (const [href, name] of buyLabels(html)) expect(name, href).toMatch(new RegExp(`(from|on) ${literally(shopOfBuyLink(href, served.root) ?? 'no shop')}$`))
  })
})

describe("the footer's copyright year is the build's year, whatever the content's year label", () => {
  const year = new Date().getUTCFullYear()
  test.each(['/', categoryPaths[0]!, `/product/${[...content.reviews.keys()][0]}`, '/about'])('%s', async (path) => {
    const { html } = await fetchPage(site, path)
    const notices = html.match(/© \d{4}/g) ?? []
    expect(notices).toEqual([`© ${year}`])
  })
})
