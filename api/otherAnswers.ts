import type { IncomingMessage, Server } from 'node:http'

/**
 * Answers this process sent without the renderer: kept and generated pages, assets, the API.
 * The renderer compares the count before and after each render to tell whether other visitors
 * are being served beside its renders, and leaves them the thread when they are.
 */
let others = 0
const forRenderer = new WeakSet<IncomingMessage>()

/** Marks a request the renderer answers (a render or its refusal), so its answer is not counted. */
export function markForRenderer(request: IncomingMessage): void {
  forRenderer.add(request)
}

/** Counts every answer of `server` that was not the renderer's, once it has been sent. */
export function countOtherAnswers(server: Server): void {
  server.on('request', (request: IncomingMessage, response) => {
    response.once('finish', () => {
      if (!forRenderer.has(request)) others++
    })
  })
}

export function otherAnswers(): number {
  return others
}
