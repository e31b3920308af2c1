import { chromium } from 'playwright-core'
import type { Browser, Page } from 'playwright-core'
import { inject } from 'vitest'

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
}

export const siteUrl = () => inject('siteUrl')

export type PageErrors = { errors: string[] }

/** A new page that records uncaught errors and console errors, for "hydrates without errors" checks. */
export async function openPage(browser: Browser, path: string, viewport = { width: 1280, height: 900 }): Promise<{ page: Page } & PageErrors> {
  const page = await browser.newPage({ viewport })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  await page.goto(siteUrl() + path)
  return { page, errors }
}

/**
 * Resolves once the page's script has run: the small script on every page marks data-ready, and
 * application pages (those that ship their data for hydration) also mark data-hydrated.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const { ready, hydrated } = document.documentElement.dataset
    const hydrates = document.getElementById('vike_pageContext') !== null
    return ready === 'true' && (!hydrates || hydrated === 'true')
  })
}
