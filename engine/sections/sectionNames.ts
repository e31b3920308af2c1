/** "buy-bar" -> "BuyBar": the name of a section type's component, and of its file. */
export function componentName(type: string): string {
  return type.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase())
}

/** "buy-bar" -> "resolveBuyBar": the name of a section type's server-side resolver, and of its file (with `.server.ts`). */
export function resolverName(type: string): string {
  return `resolve${componentName(type)}`
}
