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

function otherAnswers(): number {
  return others
}

/**
 * The most of the thread's time renders take while other visitors are being served: after a render
 * (what the limited function does: the page and its compressed body), the next one starts only
 * once the thread has had four times that time for everything else. A home-page visitor who
 * arrives during a render waits for its end, so the share is about the part of those visitors
 * who wait at all: with a fifth, four in five find the thread free, and a flood of unique renders
 * moves the median of kept pages little. While nothing but renders is answered (a crawler walking
 * filter combinations), renders take the thread in turns, each after the requests already read.
 */
const RENDER_SHARE = 1 / 5

/**
 * The time other work gets after each render (what the returned function is told a render took):
 * the render share's worth while other visitors were answered since the render before, else none.
 * The renderer and the generated pages' refresh each keep their own.
 */
export function renderGaps(): (ms: number) => number {
  // How many other answers had been sent when a render last ended.
  let othersBefore = otherAnswers()
  return (ms) => {
    const others = otherAnswers()
    const othersCame = others > othersBefore
    othersBefore = others
    return othersCame ? (ms * (1 - RENDER_SHARE)) / RENDER_SHARE : 0
  }
}
