import { existsSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { getHeapStatistics } from 'node:v8'
import { Worker } from 'node:worker_threads'
import type { ResourceLimits } from 'node:worker_threads'
import { prepareBody } from '../generate/PreparedBody.ts'
import type { MadePage, PageThread } from '../generate/regeneratePages.ts'
import type { StylesheetBundles } from '../generate/stylesheetBundles.ts'
import type { Logger } from '../process/logger.ts'
import type { ContentReading } from './servedContent.ts'

/**
 * A change that makes this many generated pages again or more makes them on a thread of its own by
 * default (PAGE_THREAD_PAGES). Below it the serving thread makes them sooner than a thread reads the
 * content (about 1.5 s at 1,000 reviews, 5 s at 10,000), and their garbage is little.
 */
export const DEFAULT_PAGE_THREAD_PAGES = 500

/** What a page thread is given: the project, the content folder, how to read it, and the stylesheet bundles pages use. */
export type PageThreadData = { root: string; contentDir: string; reading: ContentReading; stylesheets: StylesheetBundles }

/** The thread's answer for one URL: the page's body and facts, or none when the page did not answer 200. */
export type ThreadPage = { page?: { body: Uint8Array; keys?: string | undefined; shows?: readonly string[] | undefined; expiresAt?: number | undefined } }

/** The thread's first message: ready for URLs, or why it cannot make pages. */
export type ThreadStart = { ready: true } | { failed: string }

type ThreadOptions = {
  /** A round of at least this many pages is made on a thread (0: never). */
  minPages: number
  /** Whether the content the thread reads is the one served now (a published version is not: its pages are made here). */
  serves: () => boolean
  logger: Logger
}

/**
 * Makes a round of many generated pages again on a worker thread (the compiled `worker`, see
 * pageThreadWorker.ts) that reads the content as the serving process did and the store's current
 * offers, and ends with the round: the heap that made the pages goes with it, so the garbage of
 * thousands of renders never grows the serving thread's heap. The serving thread keeps the pages' files
 * and swaps them in, one by one, as they come. Undefined when the worker was not built or rounds
 * never use it.
 */
export function pageThread(worker: string, data: PageThreadData, { minPages, serves, logger }: ThreadOptions): PageThread | undefined {
  if (minPages === 0 || !existsSync(worker)) return undefined
  const make: PageThread['make'] = async (urls, place) => {
    if (!serves()) return urls
    const started = performance.now()
    const thread = new Worker(worker, { workerData: data, resourceLimits: threadLimits() })
    const next = replies(thread)
    let done = 0
    try {
      const start = (await next()) as ThreadStart
      if ('failed' in start) throw new Error(start.failed)
      const readMs = Math.round(performance.now() - started)
      // One URL ahead of the page being placed, so the thread makes the next page while this thread
      // keeps the last: no more than two pages wait in memory, and a content switched meanwhile
      // stops the asking (the pages left are made here).
      let asked = 0
      const ask = () => {
        if (asked < urls.length && serves()) thread.postMessage(urls[asked++])
      }
      ask()
      while (done < asked) {
        const { page } = (await next()) as ThreadPage
        ask()
        await place(urls[done]!, page && madePage(page))
        done++
      }
      logger.info({ pages: done, readMs, ms: Math.round(performance.now() - started) }, `a page thread made ${done} generated page(s) again (it read the content and offers in ${readMs} ms)`)
    } catch (error) {
      logger.warn({ err: error, made: done, left: urls.length - done }, 'the page thread stopped; the serving thread makes the pages left')
    } finally {
      await thread.terminate()
    }
    return urls.slice(done)
  }
  return { minPages, make }
}

/**
 * The thread's heap: it holds the content and offers the serving thread holds (about that thread's
 * live heap) and the garbage of one page at a time. Unbounded, the engine let it grow to several
 * times that while it made thousands of pages (2 GB at 10,000 reviews); bounded at twice the
 * serving thread's live heap and a margin, it collects sooner. A young generation larger than the
 * default lets most of a page's garbage die there instead of being moved to the old one. A thread
 * that runs out of its heap ends, and the serving thread makes the pages left.
 */
function threadLimits(): ResourceLimits {
  const liveMb = getHeapStatistics().used_heap_size / 2 ** 20
  return { maxOldGenerationSizeMb: Math.round(2 * liveMb + 256), maxYoungGenerationSizeMb: 64 }
}

function madePage({ body, keys, shows, expiresAt }: NonNullable<ThreadPage['page']>): MadePage {
  return { made: prepareBody(Buffer.from(body.buffer, body.byteOffset, body.byteLength)), keys, shows, expiresAt }
}

/**
 * The thread's messages in the order it sent them, each given once: the next one, or a rejection
 * once the thread failed or ended. Held from the start, so a message that comes while the serving
 * thread keeps a page waits for it.
 */
function replies(thread: Worker): () => Promise<unknown> {
  const arrived: unknown[] = []
  const waiting: { resolve: (message: unknown) => void; reject: (error: Error) => void }[] = []
  let failure: Error | undefined
  const fail = (error: Error) => {
    failure ??= error
    for (const waiter of waiting.splice(0)) waiter.reject(failure)
  }
  thread.on('message', (message: unknown) => (waiting.length > 0 ? waiting.shift()!.resolve(message) : arrived.push(message)))
  thread.on('error', fail).on('exit', (code: number) => fail(new Error(`the page thread ended with exit code ${code}`)))
  return () => {
    if (arrived.length > 0) return Promise.resolve(arrived.shift())
    if (failure) return Promise.reject(failure)
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }))
  }
}
