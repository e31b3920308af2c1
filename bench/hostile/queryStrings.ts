import autocannon from 'autocannon'
import { fixedRate, quantile } from './fixedRate.ts'
import type { Scenario, Target } from './Scenario.ts'

// Links from ads and social networks carry a unique utm_source, gclid or fbclid on every click,
// and a scraper or attacker can ask for unique search URLs as fast as it likes. Neither may cost
// the visitors of ordinary pages.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const HEADERS = { 'accept-encoding': 'br, gzip' }
const REVIEW = '/product/aerorow-pro-air'
/** The fixed rate the home page is asked at, and the flood's connections beside it. */
const RATE = 100
const FLOOD_CONNECTIONS = 50
const UTM_GOAL = 0.8
const FLOOD_P50_GOAL = 2

type Run = { answered: number; perSecond: number; p50: number; p99: number; non2xx: number; busy: number; errors: number }

async function load(options: autocannon.Options): Promise<Run> {
  const result = await autocannon({ headers: HEADERS, ...options })
  const busy = result.statusCodeStats?.['503']?.count ?? 0
  return { answered: result['2xx'], perSecond: Math.round(result.requests.total / result.duration), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, busy, errors: result.errors }
}

/** A review asked bare and with a unique ?utm_source= per request, taking turns of one second. */
async function uniqueAdTags({ url }: Target) {
  let bare = 0
  let tagged = 0
  for (let turn = 0; turn < SECONDS; turn++) {
    // The bare run makes a unique id per request too (in a header), so both sides cost the client alike.
    bare += (await load({ url: url + REVIEW, headers: { ...HEADERS, 'x-request-id': '[<id>]' }, idReplacement: true, connections: 32, duration: 1 })).perSecond
    tagged += (await load({ url: `${url}${REVIEW}?utm_source=[<id>]`, idReplacement: true, connections: 32, duration: 1 })).perSecond
  }
  return { bare: Math.round(bare / SECONDS), tagged: Math.round(tagged / SECONDS) }
}

const ms = (value: number) => `${value.toFixed(2)} ms`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** The flood: unique searches (each a render, or a 503 once the queue is full) and unique product API queries. */
function flood({ url }: Target, seconds: number) {
  // Its own worker thread, so the flooding client's work does not delay the measured requests.
  return load({ url, connections: FLOOD_CONNECTIONS, duration: seconds, idReplacement: true, workers: 1, requests: [{ path: '/search?query=[<id>]' }, { path: '/api/products?search=[<id>]' }] })
}

type Fixed = { p50: number; p99: number; answered: number; bad: number }

/** The home page at the fixed rate for one second, each request sent at its own moment. */
async function home({ url }: Target): Promise<Fixed> {
  const { latencies, bad } = await fixedRate(`${url}/`, { rate: RATE, seconds: 1, connections: 10, headers: HEADERS })
  return { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), answered: latencies.length - bad, bad }
}

/**
 * The home page at a fixed rate, one second quiet and one second flooded, in turns (the flood
 * starts a moment before the measured second and ends after it), so a burst of other work on a
 * shared machine falls on both alike; p50 and p99 are the medians of the turns.
 */
async function homeAtFixedRate(target: Target) {
  const quiet: Fixed[] = []
  const flooded: Fixed[] = []
  const floods: Run[] = []
  for (let turn = 0; turn < SECONDS; turn++) {
    quiet.push(await home(target))
    const running = flood(target, 2)
    await new Promise((resolve) => setTimeout(resolve, 500))
    flooded.push(await home(target))
    floods.push(await running)
  }
  const sum = <T>(runs: T[], of: (run: T) => number) => runs.reduce((total, run) => total + of(run), 0)
  const summary = (runs: Fixed[]) => ({ p50: median(runs.map((run) => run.p50)), p99: median(runs.map((run) => run.p99)), answered: sum(runs, (run) => run.answered), bad: sum(runs, (run) => run.bad) })
  const floodSummary = { perSecond: median(floods.map((run) => run.perSecond)), answered: sum(floods, (run) => run.answered), busy: sum(floods, (run) => run.busy), other: sum(floods, (run) => run.non2xx - run.busy), errors: sum(floods, (run) => run.errors) }
  return { quiet: summary(quiet), flooded: summary(flooded), flood: floodSummary }
}

export const queryStrings: Scenario = {
  name: 'unique query strings',
  async run(target) {
    const { bare, tagged } = await uniqueAdTags(target)
    const ratio = tagged / bare
    const { quiet, flooded, flood } = await homeAtFixedRate(target)
    const p50Ratio = flooded.p50 / quiet.p50
    const utmOk = ratio >= UTM_GOAL
    // Every request of the fixed rate must be answered, and answered 200, for its p50 to count.
    const everyOne = RATE * SECONDS * 0.95
    // The flood itself gets its answers or 503s, never an error page.
    const floodOk = p50Ratio <= FLOOD_P50_GOAL && flooded.bad === 0 && flooded.answered >= everyOne && quiet.answered >= everyOne && flood.other === 0
    return {
      ok: utmOk && floodOk,
      lines: [
        `review ${REVIEW}, 32 connections, ${SECONDS} s each in turns of 1 s: bare ${bare} req/s, unique ?utm_source= ${tagged} req/s, ratio ${ratio.toFixed(2)} (${utmOk ? 'meets' : 'MISSES'} goal >= ${UTM_GOAL})`,
        `home / at ${RATE} req/s, ${SECONDS} turns of 1 s quiet and 1 s flooded (medians of the turns):`,
        `  quiet: p50 ${ms(quiet.p50)}, p99 ${ms(quiet.p99)}, ${quiet.answered} answered; flooded: p50 ${ms(flooded.p50)}, p99 ${ms(flooded.p99)}, ${flooded.answered} answered, ${flooded.bad} not 2xx; p50 ${p50Ratio.toFixed(2)}x quiet (${floodOk ? 'meets' : 'MISSES'} goal <= ${FLOOD_P50_GOAL}x)`,
        `  flood: ${FLOOD_CONNECTIONS} connections of unique /search?query= and /api/products?search=: ${flood.perSecond} req/s; ${flood.answered} answered 200, ${flood.busy} refused 503 (the render queue full), ${flood.other} other answers, ${flood.errors} errors`,
      ],
    }
  },
}
