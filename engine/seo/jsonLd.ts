/** One schema.org node as JSON-LD: plain JSON, typed loosely because schema.org is open-ended. */
export type JsonLdNode = { '@type': string } & { [key: string]: JsonLdValue }
export type JsonLdValue = string | number | boolean | JsonLdNode | JsonLdValue[] | { [key: string]: JsonLdValue }

const SCRIPT_UNSAFE: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * The JSON text of a `<script type="application/ld+json">`. `<` becomes `\u003c` (and `>` and `&`
 * alike), so no content, a title holding `</script>` or `<!--` included, can end or bend the
 * script element; JSON parsers read the escapes back as the same characters.
 */
export function serializeJsonLd(node: JsonLdNode): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...node }).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char]!)
}
