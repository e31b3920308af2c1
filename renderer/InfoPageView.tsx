import { PageDataProvider } from '../engine/sections/contract/PageDataContext.tsx'
import { SectionList } from '../engine/sections/SectionList.tsx'
import { Breadcrumb, LastUpdated } from './ModelPage.tsx'
import { usePageContext } from './layout/PageContextProvider.tsx'

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
      {model.lastUpdated && <LastUpdated day={model.lastUpdated} />}
      <SectionList items={model.sections} />
    </PageDataProvider>
  )
}
