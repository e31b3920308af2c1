import type { MouseEvent } from 'react'
import './Pagination.css'

type Props = { page: number; pageCount: number; hrefFor: (page: number) => string; onChoose: (page: number) => void }

/** A plain click shows the page in place (the URL follows); a modified click opens the link as usual. */
const choose = (onChoose: (page: number) => void, page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  onChoose(page)
}

/** Prev, numbered pages, Next; real links, so each page has its own URL. Only with more than one page. */
export function Pagination({ page, pageCount, hrefFor, onChoose }: Props) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1)
  return (
    <nav className="pagination" aria-label="Pages">
      <PageLink label="Prev" target={page - 1} pageCount={pageCount} hrefFor={hrefFor} onChoose={onChoose} rel="prev" />
      {pages.map((number) =>
        number === page ? (
          <span key={number} className="pagination__item pagination__item--current" aria-current="page">
            {number}
          </span>
        ) : (
          <a key={number} className="pagination__item" href={hrefFor(number)} aria-label={`Page ${number}`} onClick={choose(onChoose, number)}>
            {number}
          </a>
        ),
      )}
      <PageLink label="Next" target={page + 1} pageCount={pageCount} hrefFor={hrefFor} onChoose={onChoose} rel="next" />
    </nav>
  )
}

function PageLink({ label, target, pageCount, hrefFor, onChoose, rel }: Omit<Props, 'page'> & { label: string; target: number; rel: string }) {
  if (target < 1 || target > pageCount) {
    return (
      <span className="pagination__item pagination__item--disabled" aria-disabled="true">
        {label}
      </span>
    )
  }
  return (
    <a className="pagination__item" href={hrefFor(target)} rel={rel} onClick={choose(onChoose, target)}>
      {label}
    </a>
  )
}
