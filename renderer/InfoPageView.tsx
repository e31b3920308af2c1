import { PageDataProvider } from '../engine/sections/PageDataContext.tsx'
import { SectionList } from '../engine/sections/SectionList.tsx'
import { Breadcrumb } from './ModelPage.tsx'
import { usePageContext } from './PageContextProvider.tsx'
import { formatLongDay } from '../engine/format/dates.ts'

export function InfoPageView() {
  const model = usePageContext().data
  if (model?.kind !== 'sections') throw new Error('information page rendered without its model')
  return (
    <PageDataProvider value={model}>
      {model.breadcrumb && (
        <div className="page-nav">
          <Breadcrumb items={model.breadcrumb} />
        </div>
      )}
      {model.lastUpdated && (
        <p className="info-page__updated">
          Last updated: <time dateTime={model.lastUpdated}>{formatLongDay(model.lastUpdated)}</time>
        </p>
      )}
      <SectionList items={model.sections} />
    </PageDataProvider>
  )
}
