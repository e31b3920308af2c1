import './Pagination.css'

type Props = { page: number; pageCount: number; hrefFor: (page: number) => string }

/** Prev, numbered pages, Next; real links, so each page has its own URL. Only with more than one page. */
export function Pagination({ page, pageCount, hrefFor }: Props) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1)
  return (
    <nav className="pagination" aria-label="Pages">
      <PageLink label="Prev" target={page - 1} pageCount={pageCount} hrefFor={hrefFor} rel="prev" />
      {pages.map((number) =>
        number === page ? (
          <span key={number} className="pagination__item pagination__item--current" aria-current="page">
            {number}
          </span>
        ) : (
          <a key={number} className="pagination__item" href={hrefFor(number)} aria-label={`Page ${number}`}>
            {number}
          </a>
        ),
      )}
      <PageLink label="Next" target={page + 1} pageCount={pageCount} hrefFor={hrefFor} rel="next" />
    </nav>
  )
}

function PageLink({ label, target, pageCount, hrefFor, rel }: { label: string; target: number; pageCount: number; hrefFor: (page: number) => string; rel: string }) {
  if (target < 1 || target > pageCount) {
    return (
      <span className="pagination__item pagination__item--disabled" aria-disabled="true">
        {label}
      </span>
    )
  }
  return (
    <a className="pagination__item" href={hrefFor(target)} rel={rel}>
      {label}
    </a>
  )
}
