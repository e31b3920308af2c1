import { CORE_SCHEMA, load } from 'js-yaml'

/**
 * The plain value of a YAML text, read by js-yaml (several times faster than building `yaml`'s
 * syntax tree), or undefined when the text needs the full parser: any error, any alias (the
 * full parser applies the alias guard), a directive (it may change the schema), a document
 * that is empty or not a single one. Both read YAML 1.2 with the core schema; a value from here
 * is only trusted when the schema accepts it, and anything else is parsed again by `yaml`, so
 * every message and position still comes from one parser.
 */
export function fastYamlValue(text: string): { value: unknown } | undefined {
  if (DIRECTIVE.test(text)) return undefined
  try {
    const value = load(text, { schema: CORE_SCHEMA, maxAliases: 0 })
    return value === undefined || value === null ? undefined : { value }
  } catch {
    return undefined
  }
}

/** A line starting with "%" (a %YAML or %TAG directive, or a mistake): left to the full parser. */
const DIRECTIVE = /^%/m
