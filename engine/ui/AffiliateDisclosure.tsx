import { createContext, useContext } from 'react'
import type { DisclosureModel } from '../shop/disclosure.ts'
import './AffiliateDisclosure.css'

const DisclosureContext = createContext<DisclosureModel | undefined>(undefined)

/** Given once per page (renderer's PageBody), on the server and again on hydration. */
export const DisclosureProvider = DisclosureContext.Provider

/** The page's disclosure: the site's sentence, its link, and the shops that pay the site. */
export function useDisclosure(): DisclosureModel {
  const disclosure = useContext(DisclosureContext)
  if (!disclosure) throw new Error('a disclosure was rendered outside <DisclosureProvider>: the page gave no disclosure')
  return disclosure
}

/**
 * The commission disclosed where the shopper is about to use a retailer link (the FTC asks for
 * it close to the claim, not only on a separate page). Every buy control's section,
 * card list and dialog shows one. A control leading to one retailer of the offers store gives that
 * retailer's own disclosure (`shopNote`), said in place of the site's general sentence.
 */
export function AffiliateDisclosure({ className, shopNote }: { className?: string; shopNote?: string | undefined }) {
  const disclosure = useDisclosure()
  return (
    <p className={className ? `affiliate-disclosure ${className}` : 'affiliate-disclosure'}>
      {`${shopNote ?? disclosure.short} `}
      <a href={disclosure.href}>{disclosure.linkLabel}</a>
    </p>
  )
}
