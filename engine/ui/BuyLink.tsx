import type { ReactNode } from 'react'
import { AFFILIATE_REL } from '../shop/affiliate.ts'
import { NOT_IN_STOCK } from '../shop/affiliate.ts'

/** What stands in a buy control's place when no shop has the product in stock: words, not a link. */
export function NotInStock() {
  return <span className="buy-none">{NOT_IN_STOCK}</span>
}

type Props = { href?: string | undefined; children: ReactNode; className?: string; 'aria-label'?: string }

/**
 * Every control that leads to the retailer is this real link, so the affiliate `rel` applies however
 * it looks. Without a link (no shop has the product in stock) it says so, and leads nowhere.
 */
export function BuyLink({ href, children, className = 'button button--buy', ...rest }: Props) {
  if (!href) return <NotInStock />
  return (
    <a href={href} target="_blank" rel={AFFILIATE_REL} className={className} aria-label={rest['aria-label']}>
      {children}
    </a>
  )
}
