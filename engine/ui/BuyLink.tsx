import type { ReactNode } from 'react'
import { AFFILIATE_REL } from '../shop/affiliate.ts'

type Props = { href: string; children: ReactNode; className?: string; 'aria-label'?: string }

/** Every control that leads to the retailer is this real link, so the affiliate `rel` applies however it looks. */
export function BuyLink({ href, children, className = 'button button--buy', ...rest }: Props) {
  return (
    <a href={href} target="_blank" rel={AFFILIATE_REL} className={className} aria-label={rest['aria-label']}>
      {children}
    </a>
  )
}
