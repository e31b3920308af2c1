/** rel for every link to the retailer, with `sponsored`, which search engines ask for on paid links. */
export const AFFILIATE_REL = 'sponsored nofollow noopener noreferrer'
