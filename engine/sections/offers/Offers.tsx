import { priceAsOf } from '../../shop/priceDate.ts'
import { BuyLink } from '../../ui/BuyLink.tsx'
import { AffiliateDisclosure } from '../../ui/AffiliateDisclosure.tsx'
import type { SectionProps } from '../contract/SectionProps.ts'
import type { offers } from './offers.ts'
import type { OfferRow } from './resolveOffers.server.ts'
import { formatMoment } from '../../format/dates.ts'
import { formatPrice } from '../../format/money.ts'
import './Offers.css'

const AVAILABILITY: Record<OfferRow['availability'], string> = {
  in_stock: 'In stock',
  out_of_stock: 'Out of stock',
  preorder: 'Pre-order',
  discontinued: 'Discontinued',
}

/**
 * Every retailer's current offer for the reviewed product, in the server's HTML: retailer, price,
 * shipping, total, availability and when the price was read, cheapest total in stock first and
 * unavailable offers last, each with its link and each retailer's disclosure under the table.
 */
export function Offers({ section }: SectionProps<typeof offers>) {
  const { title, rows, disclosures, demo } = section.resolved
  const headingId = `offers-heading-${section.id ?? 'table'}`
  return (
    <section className="section offers" id={section.id}>
      <h2 id={headingId}>{section.heading ?? 'Where to buy'}</h2>
      {rows.length === 0 ? (
        <p className="offers__empty">No retailer we follow lists the {title} right now.</p>
      ) : (
        <div className="offers__scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className="offers__table">
            <caption className="offers__caption">
              {demo ? `Demo prices from fictional shops for the ${title}, cheapest total first` : `Prices for the ${title}, cheapest total first`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Retailer</th>
                <th scope="col">Price</th>
                <th scope="col">Shipping</th>
                <th scope="col">Total</th>
                <th scope="col">Availability</th>
                <th scope="col">Checked</th>
                <th scope="col"><span className="offers__hidden">Link</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <OfferTableRow key={row.retailerId} row={row} demo={demo} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {disclosures.map((disclosure) => (
        <AffiliateDisclosure key={disclosure.retailer} className="offers__disclosure" shopNote={disclosure.text} />
      ))}
    </section>
  )
}

/**
 * When a live price was checked is written as an absolute time, so a cached page never states a
 * wrong age; the page's script shows it as "3 hours ago" against the reader's clock, keeping the
 * absolute time as its title. A demo price is labelled with its data set's day instead: it is
 * judged against that day, so an age would call a price from long ago recent.
 */
function OfferTableRow({ row, demo }: { row: OfferRow; demo: boolean }) {
  const available = row.availability === 'in_stock'
  return (
    <tr className={available ? undefined : 'offers__row--unavailable'}>
      <th scope="row">{row.retailer}</th>
      {row.stale ? (
        <td colSpan={3} className="offers__check">{`Check price at ${row.retailer}`}</td>
      ) : (
        <>
          <td>{formatPrice(row.price)}</td>
          <td>{row.shipping === 0 ? 'Free' : formatPrice(row.shipping)}</td>
          <td className="offers__total">{formatPrice(row.landedPrice)}</td>
        </>
      )}
      <td>{available ? AVAILABILITY[row.availability] : <strong className="offers__unavailable">{AVAILABILITY[row.availability]}</strong>}</td>
      <td>
        {demo ? (
          <time dateTime={row.readAt}>{priceAsOf({ checkedAt: row.readAt.slice(0, 10), demo })}</time>
        ) : (
          // The page's script rewrites this text as the price's age before a hydrated page's React
          // runs: the absolute time the server wrote is expected to differ, not a mismatch.
          <time dateTime={row.readAt} data-checked-at="" suppressHydrationWarning>
            {formatMoment(row.readAt)}
          </time>
        )}
      </td>
      <td>
        <BuyLink href={row.link} className="button button--buy offers__link" aria-label={`View offer at ${row.retailer}`}>
          View offer
        </BuyLink>
      </td>
    </tr>
  )
}
