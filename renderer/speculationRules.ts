/**
 * The text of the page's one inline script, `<script type="speculationrules">`: same-origin links
 * are prefetched when a visitor shows intent. The Content-Security-Policy allows exactly this text
 * by its hash, so it must be inserted verbatim.
 */
export const SPECULATION_RULES = '{"prefetch":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}'
