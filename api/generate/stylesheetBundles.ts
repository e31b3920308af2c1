import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The stylesheets Vike links for a page, in cascade order, keyed by their joined URLs. */
export type StylesheetBundles = Record<string, string>

const LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">\s*/g

/**
 * Vike links each CSS module of a page separately (about twenty small files); on a phone every
 * one is a render-blocking request. At build, each distinct ordered set becomes one hashed file,
 * concatenated in the same order so the cascade is unchanged.
 */
export function bundleStylesheets(html: string, dir: string, bundles: StylesheetBundles): string {
  const hrefs = [...html.matchAll(LINK)].map((match) => match[1]!)
  if (hrefs.length < 2) return html
  const key = hrefs.join(' ')
  if (!bundles[key]) {
    const css = hrefs.map((href) => readFileSync(join(dir, href), 'utf8')).join('\n')
    const href = `/assets/static/bundle.${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`
    writeFileSync(join(dir, href), css)
    bundles[key] = href
  }
  return useBundle(html, bundles)
}

/**
 * The server's renders of query-dependent views use the bundles the build made; unknown sets stay
 * as they are. The module links stay in the page, `disabled` (not fetched, not applied): on
 * application pages Vite's preload helper loads a chunk's CSS modules before it runs the chunk
 * unless a stylesheet link with that URL is in the document, so without them hydration would
 * wait for twenty stylesheets the bundle already holds.
 */
export function useBundle(html: string, bundles: StylesheetBundles): string {
  // Vike links stylesheets in the head: only the head is searched, not a long list's body.
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0 || html.includes('rel="stylesheet" type="text/css"', headEnd)) return useBundleAnywhere(html, bundles)
  const head = html.slice(0, headEnd)
  const hrefs = [...head.matchAll(LINK)].map((match) => match[1]!)
  const bundle = bundles[hrefs.join(' ')]
  if (!bundle) return html
  const { linked, known } = bundled(head, bundle, hrefs)
  // At the end of the head, so the charset declaration stays within the first 1024 bytes.
  return `${linked}  ${known}\n  ${html.slice(headEnd)}`
}

/** The same for a document whose stylesheet links are not all in its head. */
function useBundleAnywhere(html: string, bundles: StylesheetBundles): string {
  const hrefs = [...html.matchAll(LINK)].map((match) => match[1]!)
  const bundle = bundles[hrefs.join(' ')]
  if (!bundle) return html
  const { linked, known } = bundled(html, bundle, hrefs)
  return linked.replace('</head>', `  ${known}\n  </head>`)
}

/** `markup` with its first stylesheet link made the bundle's and the others gone; and every module link, disabled. */
function bundled(markup: string, bundle: string, hrefs: readonly string[]): { linked: string; known: string } {
  let first = true
  const linked = markup.replace(LINK, () => {
    if (!first) return ''
    first = false
    return `<link rel="stylesheet" href="${bundle}">\n    `
  })
  const known = hrefs.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('\n    ')
  return { linked, known }
}
