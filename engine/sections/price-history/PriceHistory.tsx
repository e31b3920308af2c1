import { CheckPriceAt } from '../../ui/CheckPriceAt.tsx'
import { PriceClaimsLine } from '../../ui/PriceClaimsLine.tsx'
import type { SectionProps } from '../contract/SectionProps.ts'
import type { priceHistory } from './price-history.ts'
import type { PriceHistoryData } from './resolvePriceHistory.server.ts'
import { formatPrice } from '../../format/money.ts'
import { formatDay } from '../../format/dates.ts'
import './PriceHistory.css'

/**
 * The reviewed product's best price per day over the last 90 days, drawn as SVG in the server's
 * HTML (no script needed), with the current price's Deal badge and "was" price, and the lowest
 * price of the last 30, 90 and 365 days in words beside it: what the chart shows, for every reader.
 */
export function PriceHistory({ section }: SectionProps<typeof priceHistory>) {
  const data = section.resolved
  const key = section.id ?? 'chart'
  return (
    <section className="section price-history" id={section.id}>
      <h2>{section.heading ?? 'Price history'}</h2>
      <PriceClaimsLine claims={data.claims} />
      {data.claims.deal && data.dealRule && <p className="price-history__rule">{data.dealRule}</p>}
      <figure className="price-history__figure">
        {data.chart ? <Chart data={data} titleId={`price-history-title-${key}`} /> : <p className="price-history__empty">{`No retailer we follow had the ${data.title} in stock from ${formatDay(data.from)} to ${formatDay(data.to)}.`}</p>}
        <figcaption className="price-history__caption">
          <p>{`${data.demo ? 'Demo prices from fictional shops: the' : 'The'} lowest price in stock at any retailer we follow, each day from ${formatDay(data.from)} to ${formatDay(data.to)}.`}</p>
          {data.checkPrice && (
            <p className="price-history__stale">
              <CheckPriceAt check={data.checkPrice} />
            </p>
          )}
          {data.lows.length > 0 && (
            <ul className="price-history__lows">
              {data.lows.map(({ days, low }) => (
                <li key={days}>
                  {`Lowest in the last ${days} days: `}
                  {low ? <strong className="price-history__low">{`${formatPrice(low.price)} on ${formatDay(low.day)}`}</strong> : 'not in stock'}
                </li>
              ))}
            </ul>
          )}
        </figcaption>
      </figure>
    </section>
  )
}

function Chart({ data, titleId }: { data: PriceHistoryData; titleId: string }) {
  const chart = data.chart!
  const { plot } = chart
  return (
    <svg className="price-history__chart" viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{`Chart of the ${data.title}'s best price from ${formatDay(data.from)} to ${formatDay(data.to)}`}</title>
      <g className="price-history__grid">
        {chart.yTicks.map((tick) => (
          <g key={tick.label}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
            <text x={plot.left - 6} y={tick.y} dy="0.32em" textAnchor="end">{tick.label}</text>
          </g>
        ))}
        {chart.xTicks.map((tick) => (
          <text key={tick.label} x={tick.x} y={plot.bottom + 16} textAnchor="middle">{tick.label}</text>
        ))}
      </g>
      <line className="price-history__axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
      <text className="price-history__axis-title" x={(plot.left + plot.right) / 2} y={chart.height - 4} textAnchor="middle">Day (UTC)</text>
      <text className="price-history__axis-title" transform={`translate(12 ${(plot.top + plot.bottom) / 2}) rotate(-90)`} textAnchor="middle">Best price (USD)</text>
      {chart.was && (
        <g className="price-history__was">
          <line x1={plot.left} x2={plot.right} y1={chart.was.y} y2={chart.was.y} />
          <text className="price-history__was-label" x={plot.right - 4} y={chart.was.y - 4} textAnchor="end">{chart.was.label}</text>
        </g>
      )}
      <path className="price-history__line" d={chart.path} />
      {chart.last && <circle className="price-history__now" cx={chart.last.x} cy={chart.last.y} r={4} />}
    </svg>
  )
}
