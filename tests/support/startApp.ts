import type Koa from 'koa'
import { listenOnLoopback } from '../../api/server/inProcess.ts'
import type { InProcessSite } from '../../api/server/inProcess.ts'

export type Started = InProcessSite

/** Listens on an ephemeral loopback port; `url` has no trailing slash. */
export function listen(app: Koa): Promise<Started> {
  return listenOnLoopback(app)
}
