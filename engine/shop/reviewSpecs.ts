import type { Specs } from '../../schemas/types.gen.ts'
import { specKeyOfLabel } from './specLabels.ts'

/**
 * The catalogue's specs, completed by the review's default rows whose label names a catalogue spec
 * the product lacks: catalogue data wins. Default rows with other labels are
 * editorial extras of the Specs table only.
 */
export function reviewSpecs(specs: Specs | undefined, defaults: Readonly<Record<string, string>> = {}): Specs {
  const merged: Specs = {}
  for (const [label, value] of Object.entries(defaults)) {
    const key = specKeyOfLabel(label)
    if (key) merged[key] = value
  }
  return { ...merged, ...specs }
}
