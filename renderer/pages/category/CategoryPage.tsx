import { CategoryListing } from '../../../engine/listing/CategoryListing.tsx'
import { usePageContext } from '../../layout/PageContextProvider.tsx'

export function CategoryPage() {
  const { data } = usePageContext()
  if (data?.kind !== 'category') throw new Error('category page rendered without its model')
  return <CategoryListing model={data} />
}
