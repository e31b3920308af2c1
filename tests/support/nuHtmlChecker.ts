import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'

/** One error of the W3C Nu HTML Checker (vnu.jar), as its JSON output gives it. */
export type NuMessage = { type: string; url: string; lastLine?: number; firstColumn?: number; message: string; extract?: string }

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/**
 * Checks HTML files in one Java process (its start-up costs seconds, the files little) and
 * returns the errors. The checker exits 1 when it finds any; anything else (no Java, a
 * broken jar) throws, so a check that did not run never passes.
 */
export async function nuErrors(files: readonly string[]): Promise<NuMessage[]> {
  const java = process.env.JAVA_HOME ? `${process.env.JAVA_HOME}/bin/java` : 'java'
  // The JIT's first tier only: a run of a few seconds spends half its processor time in the
  // optimising compiler otherwise (5.2 s against 10.3 s of CPU for 41 pages, the same messages),
  // and that tier's deeper frames need a larger thread stack than the default.
  const args = ['-XX:TieredStopAtLevel=1', '-Xss8m', '-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files]
  const output = await promisify(execFile)(java, args, { maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout }) => stdout,
    (error: { code?: unknown; stdout?: string; message: string }) => {
      if (error.code === 1 && error.stdout) return error.stdout
      throw new Error(`the Nu HTML Checker did not run (it needs Java 11 or newer on PATH or in JAVA_HOME): ${error.message}`)
    },
  )
  const { messages } = JSON.parse(output) as { messages: NuMessage[] }
  return messages.filter((message) => message.type === 'error' || message.type === 'non-document-error')
}
