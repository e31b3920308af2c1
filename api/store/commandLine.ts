import { parseArgs } from 'node:util'
import type { ParseArgsConfig } from 'node:util'

/**
 * The store commands' arguments as `parseArgs` reads them (positionals allowed); a usage mistake
 * (an unknown option, a missing value) prints why with the command's usage and exits 2.
 */
export function commandLine<T extends Omit<ParseArgsConfig, 'allowPositionals'>>(config: T, usage: string): ReturnType<typeof parseArgs<T & { allowPositionals: true }>> {
  try {
    return parseArgs({ ...config, allowPositionals: true as const })
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
    process.exit(2)
  }
}
