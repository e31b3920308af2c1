import type { ResolveContext } from './ResolveContext.ts'

/** A function that finds, on the server, the data a section type's component draws. */
export type SectionResolver = (section: never, context: ResolveContext) => unknown

/** Carries the resolver's type only: nothing of it exists at run time. */
declare const resolverType: unique symbol

/**
 * A definition's note that its type has a server-side resolver, with the resolver's type: the
 * function `resolve<Name>` that its folder's `resolve<Name>.server.ts` exports (faq:
 * `resolveFaq` in faq/resolveFaq.server.ts). The render side loads it from there
 * (resolveSections.server.ts), so whatever reads the definitions alone (the content check,
 * `npm run new:review`, `npm run gen:schemas`) never loads a resolver or what it imports.
 */
export type ServerResolver<R extends SectionResolver> = { readonly onServer: true; readonly [resolverType]?: R }

/**
 * Written `resolve: serverResolver<typeof resolveFaq>()` beside `import type { resolveFaq } from
 * './resolveFaq.server.ts'`: the type-only import keeps the resolver out of the definition's
 * module graph, and its data's type reaches the components (ResolvedSection).
 */
export function serverResolver<R extends SectionResolver>(): ServerResolver<R> {
  return { onServer: true }
}
