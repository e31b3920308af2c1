import type { SidebarModel } from '../pages/category/CategoryPageModel.ts'
import { customerRatingText } from '../shop/rating.ts'
import { PriceAsOf } from '../ui/PriceAsOf.tsx'
import { formatPrice } from '../format/money.ts'
import './Sidebar.css'

/**
 * Scrolls to the top and moves keyboard focus there too (to the element `topId`, the page's
 * heading), so the next Tab goes on from the top rather than from the bottom of the list.
 */
function backToTop(topId: string): void {
  document.getElementById(topId)?.focus({ preventScroll: true })
  window.scrollTo({ top: 0, behavior: 'smooth' })
}

/** The list's sidebar: overview, related categories, how we rank, why trust us, back to top. */
export function Sidebar({ sidebar, label, topId }: { sidebar: SidebarModel; label: string; topId: string }) {
  return (
    <aside className="sidebar" aria-label={`${label} overview`}>
      <section className="sidebar__box">
        <h2>Exercise Overview</h2>
        <dl className="sidebar__stats">
          <div>
            <dt>Total Products</dt>
            <dd>{sidebar.total}</dd>
          </div>
          <div>
            <dt>Customer rating</dt>
            <dd>{customerRatingText(sidebar.customerRating)}</dd>
          </div>
          <div>
            <dt>Price Range</dt>
            <dd>
              {/* Without a price recent enough to show, no range: each card links to its retailer's price. */}
              {sidebar.pricesCheckedAt ? `${formatPrice(sidebar.priceRange.min)} - ${formatPrice(sidebar.priceRange.max)}` : 'Check prices at the retailers'}
              {sidebar.pricesCheckedAt && <PriceAsOf price={{ checkedAt: sidebar.pricesCheckedAt, demo: sidebar.demoPrices }} />}
            </dd>
          </div>
          {sidebar.topRated && (
            <div>
              <dt>Top Rated</dt>
              <dd>
                {sidebar.topRated.href ? <a href={sidebar.topRated.href}>{sidebar.topRated.title}</a> : sidebar.topRated.title}
                {' (by our user-feedback rule)'}
              </dd>
            </div>
          )}
        </dl>
      </section>
      <section className="sidebar__box">
        <h2>Compare Side by Side</h2>
        <p>{`Put up to ${sidebar.compareMax} of these machines in one table: ${sidebar.compareFacts.join(', ')} and more.`}</p>
        <a href={sidebar.compareHref}>Open the comparison</a>
      </section>
      <nav className="sidebar__box" aria-label="Related categories">
        <h2>Related Categories</h2>
        <ul>
          {sidebar.relatedCategories.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="sidebar__box">
        <h2>How We Rank</h2>
        <ul className="sidebar__ticks">
          {sidebar.howWeRank.map((part) => (
            <li key={part.label}>
              <strong>{`${part.label} ${part.weight}%`}</strong>
              {`: ${part.judges}`}
            </li>
          ))}
        </ul>
        <a href={sidebar.methodHref}>The full method and its rules</a>
      </section>
      <section className="sidebar__box">
        <h2>Why Trust Our Reviews?</h2>
        <p>{sidebar.whyTrust}</p>
        <a href={sidebar.trustLink.href}>{sidebar.trustLink.label}</a>
      </section>
      <button type="button" className="button button--ghost sidebar__top" onClick={() => backToTop(topId)}>
        Back to Top
      </button>
    </aside>
  )
}
