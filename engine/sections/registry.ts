import type { ComponentType } from 'react'
import type { ResolvedSection } from './ResolvedSection.ts'
import { componentName } from './sectionNames.ts'

/** The section components, by file: every `<type>/<Name>.tsx` of this folder but tests. */
const modules = import.meta.glob<Record<string, unknown>>(['./*/*.tsx', '!./*/*.test.tsx'], { eager: true })

/**
 * The component of a section type: the function its folder exports under the type's name in
 * PascalCase, from the file of that name (faq/Faq.tsx exports Faq). A type without one is our
 * bug, never drawn as nothing: tests/schemas/sectionSchemas.test.ts checks every listed type.
 */
export function sectionComponent(type: string): ComponentType<{ section: ResolvedSection }> | undefined {
  const name = componentName(type)
  const component = modules[`./${type}/${name}.tsx`]?.[name]
  return typeof component === 'function' ? (component as ComponentType<{ section: ResolvedSection }>) : undefined
}
