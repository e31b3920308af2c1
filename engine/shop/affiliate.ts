/** rel for every link to the retailer, with `sponsored`, which search engines ask for on paid links. */
export const AFFILIATE_REL = 'sponsored nofollow noopener noreferrer'

/** What a buy control says in place of a link when no shop has the product in stock. */
export const NOT_IN_STOCK = 'Not in stock at any shop we follow'
