import type { FactDefinition } from '../../schemas/types.gen.ts'

/**
 * A fact as a category has it: its own entry completed by site.yaml's shared definition of the
 * same key, so label and kind are always known.
 */
export type FactDef = Required<Pick<FactDefinition, 'key' | 'label' | 'kind' | 'better' | 'filter' | 'required'>> &
  Pick<FactDefinition, 'unit' | 'choices' | 'schemaOrg'>

/** The unit system pages show first; every quantity shows the other one beside it. */
export type UnitSystem = 'imperial' | 'metric'
