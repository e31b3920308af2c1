/**
 * How pages look when JavaScript does not run, inlined in <head> inside <noscript> (the security
 * policy allows it by its hash): controls that only work through the script are hidden, and what
 * the script would unfold is shown. The category filters stay usable as a plain form.
 */
export const WITHOUT_SCRIPT_STYLE = [
  '.filter-bar__toggle,.product-card__compare,.listing__compare,.sidebar__top{display:none}',
  '.filter-bar__body{display:grid}',
  '.filter-bar__apply{display:inline-flex}',
].join('')
