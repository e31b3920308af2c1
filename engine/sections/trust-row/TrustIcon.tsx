import type { TrustRowSection } from '../../../schemas/types.gen.ts'

export type TrustIconName = TrustRowSection['items'][number]['icon']

/** 24 x 24 stroke paths, one per icon an editor may name. */
const PATHS: Readonly<Record<TrustIconName, string>> = {
  shipping: 'M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18a2 2 0 1 0 0-.01M17 18a2 2 0 1 0 0-.01',
  returns: 'M4 9a8 8 0 1 1-1 5M4 4v5h5',
  warranty: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zM9 12l2 2 4-4',
  support: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3M20 19c0 1.5-2 2-5 2',
  secure: 'M6 11h12v10H6zM8 11V8a4 4 0 0 1 8 0v3M12 15v2',
  price: 'M3 12V4h8l10 10-8 8zM7.5 7.5h.01',
}

/** A small decorative icon; the item's title beside it carries the meaning. */
export function TrustIcon({ name }: { name: TrustIconName }) {
  return (
    <svg className="trust-row__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
