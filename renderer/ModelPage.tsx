import { PageDataProvider } from '../engine/sections/PageDataContext.tsx'
import { SectionList } from '../engine/sections/SectionList.tsx'
import { usePageContext } from './PageContextProvider.tsx'

/** Any page kind whose data hook returns a PageModel: breadcrumb, then the sections. */
export function ModelPage() {
  const { data } = usePageContext()
  if (!data) throw new Error('ModelPage rendered without page data')
  return (
    <PageDataProvider value={data.data}>
      {data.breadcrumb && (
        <nav className="breadcrumb" aria-label="Breadcrumb">
          <ol>
            {data.breadcrumb.map((crumb) => (
              <li key={crumb.label}>{crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}</li>
            ))}
          </ol>
        </nav>
      )}
      <SectionList items={data.sections} />
    </PageDataProvider>
  )
}
