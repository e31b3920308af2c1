/**
 * A reason the site cannot start, worded as one line for the person starting it: what failed,
 * where, and what to do. The entry prints the message alone (no stack) and exits non-zero.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError'
}

/** Exit code of a process that could not start (EX_CONFIG): a supervisor should not restart it. */
export const EXIT_STARTUP_FAILED = 78

/** A file or folder the process could not open: the machine's fault, with a path to name. */
type FileSystemError = Error & { code: string; path: string }

function isFileSystemError(error: unknown): error is FileSystemError {
  const { code, path } = (error ?? {}) as { code?: unknown; path?: unknown }
  return error instanceof Error && typeof code === 'string' && typeof path === 'string'
}

/** Whether the failure is explained in full by its one line, so no stack is printed before it. */
export const isExplained = (error: unknown): boolean => error instanceof StartupError || isFileSystemError(error)

/** One line for any startup failure; an unexpected error keeps its first line and says it is ours. */
export function startupFailureLine(error: unknown): string {
  if (error instanceof StartupError) return `The site did not start: ${error.message}`
  if (isFileSystemError(error)) return `The site did not start: ${fileSystemAdvice(error)}`
  const first = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).split('\n')[0]
  return `The site did not start: unexpected error (${first}); this is a bug, please report it with the log above.`
}

function fileSystemAdvice({ code, path }: FileSystemError): string {
  if (code === 'EACCES' || code === 'EPERM') return `no permission to read ${path} (${code}); let the user the site runs as read it (chmod a+r, or a+rx for a folder).`
  if (code === 'ENOENT') return `${path} is missing (ENOENT); restore it, or run "npm run build" if it is part of the build.`
  return `cannot read ${path} (${code}); check that it is a regular file or folder the site's user can read.`
}
