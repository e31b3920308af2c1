import { GeneralCompare } from '../../../engine/comparison/GeneralCompare.tsx'
import { usePageContext } from '../../layout/PageContextProvider.tsx'

export function ComparePage() {
  const { data } = usePageContext()
  if (data?.kind !== 'compare') throw new Error('comparison page rendered without its model')
  return <GeneralCompare model={data} />
}
