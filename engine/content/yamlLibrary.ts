import { createRequire } from 'node:module'

type Yaml = typeof import('yaml')

let library: Yaml | undefined

/**
 * The `yaml` package, loaded on its first use rather than with the loaders: its syntax trees are
 * built only for a file with a problem, or one whose position is asked, so a check of valid
 * content never loads it (the package is CommonJS under Node, so it is required).
 */
export function yamlLibrary(): Yaml {
  library ??= createRequire(import.meta.url)('yaml') as Yaml
  return library
}
