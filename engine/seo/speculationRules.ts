/**
 * Speculation rules: prefetch same-site document links when the pointer rests on them, so the
 * next page of this multi-page site is ready before the click. The only inline script the pages
 * carry; the Content-Security-Policy allows exactly this text by its hash.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/api/*' } }, { not: { selector_matches: '[rel~=nofollow]' } }] },
      eagerness: 'moderate',
    },
  ],
})
