import type { SearchAlternatives, SearchPageModel, SearchResult } from '../pages/search/buildSearchModel.ts'
import { ProductImage } from '../ui/ProductImage.tsx'
import { OurScore } from '../ui/OurScore.tsx'
import { AffiliateDisclosure } from '../ui/AffiliateDisclosure.tsx'
import { BuyLink } from '../ui/BuyLink.tsx'
import { PriceAsOf } from '../ui/PriceAsOf.tsx'
import { CheckPriceAt } from '../ui/CheckPriceAt.tsx'
import { CustomerRatingLine } from '../ui/CustomerRatingLine.tsx'
import { Pagination } from './Pagination.tsx'
import './SearchResults.css'
import { effectivePrice, formatPrice } from '../format/money.ts'


/** The address of a page of a query's results. */
const pageHref = (query: string, page: number) => `/search?query=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`

export function SearchResults({ model }: { model: SearchPageModel }) {
  const { query, results, total, page, pageCount, alternatives } = model
  return (
    <section className="section search-results">
      <h1>{query ? `Search results for "${query}"` : 'Search products'}</h1>
      {!query && <p>Type a product name, brand or kind of machine in the search box above.</p>}
      {query && results.length === 0 && (
        <div className="search-results__empty">
          <p className="search-results__empty-title">{`No products found for "${query}".`}</p>
          <p>Check the spelling, try a shorter word or a brand name, or browse a category from the menu.</p>
        </div>
      )}
      {alternatives && <Alternatives alternatives={alternatives} />}
      {results.length > 0 && (
        <>
          <p className="search-results__count">
            {`${total} ${total === 1 ? 'product' : 'products'} found${pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}`}
          </p>
          <AffiliateDisclosure />
          <ResultList results={results} />
          {/* Plain links: the page is not hydrated, so each page of results is its own address. */}
          <Pagination page={page} pageCount={pageCount} hrefFor={(number) => pageHref(query, number)} onChoose={(number) => window.location.assign(pageHref(query, number))} />
        </>
      )}
    </section>
  )
}

/** A search that found nothing still leads somewhere: the nearest category and what most shoppers pick. */
function Alternatives({ alternatives }: { alternatives: SearchAlternatives }) {
  const { category, browse, popular } = alternatives
  return (
    <>
      {category && (
        <p className="search-results__closest">
          Closest category: <a href={category.path}>{category.label}</a>
        </p>
      )}
      {browse.length > 0 && (
        <nav className="search-results__browse" aria-label="Browse categories">
          <p>Browse a category:</p>
          <ul>
            {browse.map((link) => (
              <li key={link.path}>
                <a href={link.path}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {popular.length > 0 && (
        <>
          <h2 className="search-results__popular">Most popular products</h2>
          <AffiliateDisclosure />
          <ResultList results={popular} />
        </>
      )}
    </>
  )
}

function ResultList({ results }: { results: readonly SearchResult[] }) {
  return (
    <ul className="search-results__list">
      {results.map((result) => (
        <li key={result.id} className="search-results__item">
          <ProductImage url={result.image} size="related" alt="" width={240} height={160} loading="lazy" />
          <div className="search-results__body">
            <a className="search-results__title" href={result.href}>{result.title}</a>
            <p className="search-results__meta">
              {result.category} · <OurScore score={result.ourScore} /> · <CustomerRatingLine rating={result.rating} />
            </p>
            {result.price && (
              <>
                <p className="search-results__price">{formatPrice(effectivePrice(result.price))}</p>
                <PriceAsOf price={result.price} />
              </>
            )}
            {result.checkPrice && <p className="search-results__price-check"><CheckPriceAt check={result.checkPrice} /></p>}
          </div>
          <BuyLink href={result.buyHref}>Check Price on {result.shop}</BuyLink>
        </li>
      ))}
    </ul>
  )
}
