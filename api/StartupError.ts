/**
 * A reason the site cannot start, worded as one line for the person starting it: what failed,
 * where, and what to do. The entry prints the message alone (no stack) and exits non-zero.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError'
}

/** Exit code of a process that could not start (EX_CONFIG): a supervisor should not restart it. */
export const EXIT_STARTUP_FAILED = 78

/** One line for any startup failure; an unexpected error keeps its first line and says it is ours. */
export function startupFailureLine(error: unknown): string {
  if (error instanceof StartupError) return `The site did not start: ${error.message}`
  const first = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).split('\n')[0]
  return `The site did not start: unexpected error (${first}); this is a bug, please report it with the log above.`
}
