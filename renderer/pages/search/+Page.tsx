import { SearchResults } from '../../../engine/listing/SearchResults.tsx'
import { usePageContext } from '../../layout/PageContextProvider.tsx'

export default function SearchPage() {
  const model = usePageContext().data
  if (model?.kind !== 'search') throw new Error('search page rendered without its model')
  return <SearchResults model={model} />
}
