import { availableParallelism } from 'node:os'
import { logLevelOf } from '../process/logger.ts'
import { StartupError } from './StartupError.ts'
import { HOLD_MS, WAIT_MS } from '../middleware/renderLimit.ts'
import { DEFAULT_ANSWER_CACHE_MB } from '../fastPath/PreparedAnswers.ts'
import { DEFAULT_CONTENT_CACHE_MB } from '../../engine/load/ReviewShelf.server.ts'
import { DEFAULT_PAGE_THREAD_PAGES } from './pageThread.ts'

/** Everything the server reads from its environment; the README's configuration table lists the same. */
export type ServerConfig = {
  production: boolean
  port: number
  host: string | undefined
  logLevel: string
  /** Proxies in front whose X-Forwarded-* headers are believed; 0 believes none. */
  trustProxy: number
  /** Worker processes; 1 runs the server in this process, without `cluster`. */
  workers: number
  shutdownTimeoutMs: number
  headersTimeoutMs: number
  requestTimeoutMs: number
  keepAliveTimeoutMs: number
  maxConnections: number
  /** Open connections one client address may hold; 0 is no limit (behind a reverse proxy). */
  maxConnectionsPerClient: number
  /** Serve /_sections in production; development always does. */
  sectionGallery: boolean
  /** Page renders at once, and renders that may wait for a turn before a 503 (docs/deploying.md says why). */
  renderLimit: { concurrency: number; queue: number; waitMs: number }
  /** Bytes of answers the answer table keeps (ANSWER_CACHE_MB), the least recently asked leaving first. */
  answerCacheBytes: number
  /** Bytes of review values a production process keeps read (CONTENT_CACHE_MB); the others are read on request. */
  contentCacheBytes: number
  /** A change that makes at least this many generated pages again makes them on a thread of its own (PAGE_THREAD_PAGES); 0 never does. */
  pageThreadPages: number
}

type Env = NodeJS.ProcessEnv

/** Reads and checks the environment; a wrong value is a StartupError naming the variable. */
export function readConfig(env: Env = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production'
  const logLevel = logLevelOf(env.LOG_LEVEL)
  const trustProxy = whole(env, 'TRUST_PROXY', 0, 0, 10)
  if (!logLevel) throw new StartupError(`LOG_LEVEL is "${env.LOG_LEVEL}"; set it to one of fatal, error, warn, info, debug, trace, silent.`)
  return {
    production,
    port: whole(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || undefined,
    logLevel,
    trustProxy,
    // Development runs Vite in one process; production defaults to one worker per core.
    workers: production ? whole(env, 'WEB_CONCURRENCY', availableParallelism(), 1, 256) : 1,
    shutdownTimeoutMs: whole(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 100, 600_000),
    // Node's defaults (60 s for headers, checked every 30 s) let a stalled client hold a socket
    // for over a minute; pages answer in milliseconds, so a few seconds is plenty.
    headersTimeoutMs: whole(env, 'HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
    requestTimeoutMs: whole(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
    // Below the usual proxy idle timeout would cut reused connections; the proxy in compose.yaml
    // closes idle upstream connections sooner than this.
    keepAliveTimeoutMs: whole(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 600_000),
    maxConnections: whole(env, 'MAX_CONNECTIONS', 2_000, 1, 1_000_000),
    // A browser opens about 6 connections to a site, an office behind one address a few dozen;
    // 100 leaves room for both and keeps one client from filling MAX_CONNECTIONS. Behind a
    // trusted proxy every connection has the proxy's address: the proxy limits per client there.
    maxConnectionsPerClient: whole(env, 'MAX_CONNECTIONS_PER_CLIENT', trustProxy > 0 ? 0 : 100, 0, 1_000_000),
    // The section gallery is an editors' page, off by default: a public site opts in.
    sectionGallery: whole(env, 'SECTION_GALLERY', 0, 0, 1) === 1,
    renderLimit: { concurrency: whole(env, 'RENDER_CONCURRENCY', 2, 1, 64), queue: whole(env, 'RENDER_QUEUE', 16, 0, 10_000), waitMs: whole(env, 'RENDER_WAIT_MS', WAIT_MS, 1, HOLD_MS) },
    answerCacheBytes: whole(env, 'ANSWER_CACHE_MB', DEFAULT_ANSWER_CACHE_MB, 1, 65_536) * 2 ** 20,
    contentCacheBytes: whole(env, 'CONTENT_CACHE_MB', DEFAULT_CONTENT_CACHE_MB, 1, 65_536) * 2 ** 20,
    pageThreadPages: whole(env, 'PAGE_THREAD_PAGES', DEFAULT_PAGE_THREAD_PAGES, 0, 1_000_000),
  }
}

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new StartupError(`${name} is "${raw.slice(0, 40)}"; set it to a whole number from ${min} to ${max}, or leave it unset for ${fallback}.`)
  }
  return value
}
