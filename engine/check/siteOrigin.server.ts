import type { ProblemLog } from '../content/loadDocument.server.ts'

/** The same shape site.schema.json asks of `url`: scheme and host, no path, no trailing slash. */
const ORIGIN = /^https?:\/\/[^/?#]+$/

/**
 * The public origin every absolute URL is built from: `SITE_ORIGIN` when set (a staging copy must
 * not point search engines at production), else site.yaml's `url`. Never a request's Host header,
 * which any client can forge to plant its own links in canonical URLs and sitemaps.
 */
export function siteOrigin(configured: string, log: ProblemLog, env: NodeJS.ProcessEnv = process.env): string {
  const override = env.SITE_ORIGIN
  if (override === undefined || override === '') return configured
  if (ORIGIN.test(override)) return override
  log.fileProblem('SITE_ORIGIN', `SITE_ORIGIN is "${override.slice(0, 80)}"; set it to an origin without a path or trailing slash, e.g. https://staging.example.com, or leave it unset for site.yaml's url`)
  return configured
}
