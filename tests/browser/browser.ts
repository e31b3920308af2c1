import { chromium } from 'playwright-core'
import type { Browser, Page } from 'playwright-core'
import { inject } from 'vitest'

/**
 * Chromium features switched off. Headless Chromium still builds the address bar's suggestion
 * popup (two WebUI pages in a renderer of their own) for every browser context and keeps it up to
 * date on every navigation: about 45% of the processor time of a page load in these tests, for a
 * popup no test can see. Chromium keeps only the last `--disable-features` switch, so the list
 * repeats the features Playwright itself switches off (playwright-core 1.65, those that apply to
 * Chromium on Linux) before adding the popup's.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI',
]

/**
 * Debian's Chromium, headless, with the flags this closed network needs. Each test page is a new
 * browser context, for which Chromium starts about four renderer processes (the blank first
 * document's, the site's, spares) unless their number is limited: with `--renderer-process-limit=1`
 * five pages started 10 renderers against 20, and the browser suite took 263 s against 307 s on
 * two busy cores. Each page still gets renderer processes of its own (two, counted with `ps`).
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--renderer-process-limit=1', `--disable-features=${DISABLED_FEATURES.join(',')}`],
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

/**
 * Resolves once a category list shows the view its URL asks for: after a change the list fetches
 * that view and is marked busy until it arrives.
 */
export async function listSettled(page: Page): Promise<void> {
  await page.locator('.listing__main:not([aria-busy="true"])').waitFor()
}

/** The titles of the cards a settled category list shows, in order. */
export const cardTitles = async (page: Page) => (await listSettled(page), page.locator('.product-card__title').allTextContents())

/** A settled category list's count line ("Showing 6 of 11 products"). */
export const countLine = async (page: Page) => (await listSettled(page), page.locator('.listing__count').textContent())

/** Where a stopped-clock page's clock starts; it is paused one second later. */
export const CLOCK_START = new Date('2025-06-01T09:00:00Z').getTime()

/**
 * Opens `path` in `page` with the clock standing still from before the page loads (paused at
 * CLOCK_START + 1 s), so the page's timers (the promo) start at a known time and run only when
 * the test moves the clock. Returns once the page has hydrated and the header's product list
 * (loaded on first display) has arrived, so a jump of the clock fires none of its time-outs.
 */
export async function openWithStoppedClock(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: CLOCK_START })
  await page.clock.pauseAt(CLOCK_START + 1000)
  await page.goto(siteUrl() + path)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
}
