/** The few HTML entities React and Vike write, read back to text. */
export function decodeHtml(text: string): string {
  return text
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** The page's visible text, tags removed and entities decoded, with single spaces. */
export function pageText(html: string): string {
  const body = html.includes('<body') ? html.slice(html.indexOf('<body')) : html
  return decodeHtml(body.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ')
}

/** A `<meta name|property="key" content="...">` value, decoded; undefined when absent. */
export function metaContent(html: string, key: string): string | undefined {
  const match = html.match(new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`))
  return match ? decodeHtml(match[1]!) : undefined
}

export function canonicalOf(html: string): string | undefined {
  return html.match(/<link rel="canonical" href="([^"]*)"/)?.[1]
}

export function titleOf(html: string): string | undefined {
  const match = html.match(/<title>([^<]*)<\/title>/)
  return match ? decodeHtml(match[1]!) : undefined
}

/** Every JSON-LD block of the page, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
}
