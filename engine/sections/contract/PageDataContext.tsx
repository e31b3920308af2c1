import { createContext, useContext } from 'react'
import type { PageData } from './PageData.ts'

const PageDataContext = createContext<PageData>({})

export const PageDataProvider = PageDataContext.Provider

/**
 * A key of the page data that a section needs. Its absence is our bug (the page kind's model
 * builder did not supply it), not an editor's mistake: the loader only lets a section into a
 * page kind that provides its data.
 */
export function usePageData<K extends keyof PageData>(key: K, section: string): NonNullable<PageData[K]> {
  const value = useContext(PageDataContext)[key]
  if (value === undefined || value === null) throw new Error(`section "${section}" needs page data "${key}", which this page kind does not provide`)
  return value
}
