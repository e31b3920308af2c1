import { scaleLinear, scaleUtc } from 'd3-scale'
import { curveStepAfter, line } from 'd3-shape'
import type { DayPrice } from '../../shop/dailyBestPrices.ts'
import { addDays } from '../../format/dates.ts'
import { formatMonthDay } from '../../format/dates.ts'
import { formatMoney, formatPrice } from '../../format/money.ts'

/** The chart's drawing in its own coordinates (the SVG's viewBox), computed on the server. */
export type ChartGeometry = {
  width: number
  height: number
  plot: { left: number; top: number; right: number; bottom: number }
  /** The best price as a step line; days with no price in stock are gaps. */
  path: string
  yTicks: { y: number; label: string }[]
  xTicks: { x: number; label: string }[]
  /** The "was" price as a level line, when the current price has one. */
  was?: { y: number; label: string } | undefined
  /** The last day's price, marked. */
  last?: { x: number; y: number } | undefined
}

const WIDTH = 400
const HEIGHT = 220
const PLOT = { left: 58, top: 14, right: WIDTH - 12, bottom: HEIGHT - 40 }
const at = (day: string) => new Date(`${day}T00:00:00Z`)
const round = (value: number) => Math.round(value * 10) / 10

/** The geometry of the best price from `from` to `to` (both included), with the "was" price's level when given. */
export function chartGeometry(days: readonly DayPrice[], from: string, to: string, was?: number): ChartGeometry | undefined {
  if (!days.length) return undefined
  const prices = [...days.map(({ price }) => price), ...(was === undefined ? [] : [was])]
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  const pad = Math.max((high - low) * 0.1, high * 0.02)
  const y = scaleLinear().domain([Math.max(0, low - pad), high + pad]).range([PLOT.bottom, PLOT.top]).nice(4)
  // Each day's price holds until the next day: the step ends a day after the last one.
  const x = scaleUtc().domain([at(from), at(addDays(to, 1))]).range([PLOT.left, PLOT.right])
  const byDay = new Map(days.map((entry) => [entry.day, entry.price]))
  const series: { day: string; price: number | undefined }[] = []
  for (let day = from; day <= addDays(to, 1); day = addDays(day, 1)) series.push({ day, price: byDay.get(day <= to ? day : to) })
  // A step holds its level, so only the days a level starts or a run ends need a point.
  const points = series.filter((point, index) => point.price === undefined || series[index - 1]?.price !== point.price || series[index + 1]?.price === undefined)
  const draw = line<{ day: string; price: number | undefined }>()
    .defined((point) => point.price !== undefined)
    .x((point) => round(x(at(point.day))))
    .y((point) => round(y(point.price ?? 0)))
    .curve(curveStepAfter)
  const last = days[days.length - 1]!
  return {
    width: WIDTH,
    height: HEIGHT,
    plot: PLOT,
    path: draw(points) ?? '',
    yTicks: y.ticks(4).map((value) => ({ y: round(y(value)), label: formatMoney(value, 'USD', { wholeWithoutCents: true }) })),
    xTicks: x.ticks(4).map((date) => ({ x: round(x(date)), label: formatMonthDay(date) })),
    was: was === undefined ? undefined : { y: round(y(was)), label: `Was ${formatPrice(was)}` },
    last: last.day === to ? { x: round(x(at(to))), y: round(y(last.price)) } : undefined,
  }
}
