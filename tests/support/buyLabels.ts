const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/** [href, accessible name] of every link in raw HTML whose name offers to buy or check a price. */
export function buyLabels(html: string): (readonly [href: string, name: string])[] {
  return [...html.matchAll(/(<a [^>]*>)(.*?)<\/a>/g)].flatMap(([, tag, inner]) => {
    const name = attr(tag!, 'aria-label') ?? inner!.replace(/<[^>]*>/g, '')
    return /^(Buy|Check Price|View on)/.test(name) ? [[attr(tag!, 'href') ?? '', name] as const] : []
  })
}
