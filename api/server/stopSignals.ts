/**
 * SIGTERM and SIGINT, handled once per process however often they come. A service manager
 * signals every process of the group and the cluster primary passes the signal on as well, so a
 * worker gets it twice or more; a handler that removed itself after the first would leave the
 * next one to kill the process mid-answer. The handlers stay installed from the process's first
 * moment: a signal that arrives before the server listens ends the process at once, exit 0, since
 * nothing was accepted yet.
 */
type Stop = (signal: NodeJS.Signals) => void

let stop: Stop | undefined
let received: NodeJS.Signals | undefined

function onSignal(signal: NodeJS.Signals): void {
  if (received) return
  received = signal
  if (stop) stop(signal)
  else process.exit(0)
}

let installed = false

/** Installs the handlers (once); call at the very start of the process. */
export function installStopSignals(): void {
  if (installed) return
  installed = true
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, onSignal)
}

/** What the first stop signal runs; one that came before this call runs it at once. */
export function onStopSignal(handler: Stop): void {
  installStopSignals()
  stop = handler
  if (received) handler(received)
}
