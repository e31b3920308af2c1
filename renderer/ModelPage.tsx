import { formatLongDay } from '../engine/format/dates.ts'
import type { PageModel } from '../engine/pages/PageModel.ts'
import { PageDataProvider } from '../engine/sections/contract/PageDataContext.tsx'
import { SectionList } from '../engine/sections/SectionList.tsx'
import { BackButton } from './BackButton.tsx'
import { usePageContext } from './layout/PageContextProvider.tsx'
import './ModelPage.css'

/** Any page kind whose data hook returns a PageModel: breadcrumb and back button, then the sections. */
export function ModelPage() {
  const { data } = usePageContext()
  if (data?.kind !== 'sections') throw new Error('ModelPage rendered without a sections page model')
  return (
    <PageDataProvider value={data}>
      {(data.breadcrumb || data.backHref) && (
        <div className="page-nav">
          {data.breadcrumb && <Breadcrumb items={data.breadcrumb} />}
          {data.backHref && <BackButton fallbackHref={data.backHref} />}
        </div>
      )}
      {data.lastUpdated && <LastUpdated day={data.lastUpdated} />}
      <SectionList items={data.sections} />
    </PageDataProvider>
  )
}

/** When the page's text was last brought up to date, where shoppers read it before the text. */
export function LastUpdated({ day }: { day: string }) {
  return (
    <p className="page-updated">
      Last updated: <time dateTime={day}>{formatLongDay(day)}</time>
    </p>
  )
}

export function Breadcrumb({ items }: { items: NonNullable<PageModel['breadcrumb']> }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {items.map((crumb) => (
          <li key={crumb.label}>{crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}</li>
        ))}
      </ol>
    </nav>
  )
}
