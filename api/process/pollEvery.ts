/**
 * Runs `work` every `intervalMs`, never two at once: a tick that comes while the last run is still
 * going is skipped. A run that throws is handed to `failed` (with the reason as text), and the next
 * tick tries again. The timer does not keep the process alive. Returns the stop.
 */
export function pollEvery(intervalMs: number, work: () => Promise<void>, failed: (reason: string) => void): () => void {
  let busy = false
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    work()
      .catch((error: unknown) => failed(error instanceof Error ? error.message : String(error)))
      .finally(() => (busy = false))
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
