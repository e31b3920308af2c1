import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { relative, sep } from 'node:path'
import type { Middleware } from 'koa'
import c2k from 'koa-connect'
import type { ErrorPayload } from 'vite'
import { createDevMiddleware } from 'vike/server'
import type { Content } from '../../engine/load/Content.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { IncrementalCheck } from '../../engine/load/IncrementalCheck.server.ts'
import { contentOverlay } from './contentOverlay.ts'

const CONTENT_DIRS = ['pages-config', 'api/catalogue']

/**
 * Vite in middleware mode, plus a watch on everything under the content folders (YAML, images,
 * new files) of `contentDir`: any change checks the content again and reloads the browser. A
 * valid change is swapped in; an invalid one keeps the last good content serving and shows its
 * problems in the browser's overlay, on every page opened, until the content is valid again.
 */
export async function startDevelopment(root: string, onContent: (content: Content) => void, contentDir: string = root): Promise<Middleware> {
  // Its own free port for the reload socket: several development servers can run side by side.
  const hmr = { port: await freePort() }
  const { devMiddleware, viteServer } = await createDevMiddleware({ root, viteConfig: { server: { hmr } } })
  const folders = CONTENT_DIRS.map((dir) => `${contentDir}/${dir}`)
  viteServer.watcher.add(folders)
  // Only the changed files are parsed and validated again: at a thousand reviews a full load
  // takes longer than the reload budget (docs/performance.md, "A thousand reviews").
  const checker = new IncrementalCheck(contentDir, { watched: true })
  let overlay: ErrorPayload | undefined
  const show = () => overlay && viteServer.ws.send(overlay)
  // A page opened while the content is invalid gets the overlay as soon as it connects.
  viteServer.ws.on('connection', show)
  const check = (file?: string) => {
    const result = checker.check(file === undefined ? undefined : [relative(contentDir, file).replaceAll(sep, '/')])
    if (!result.ok) {
      console.error(`\n${formatProblems(result.problems)}\nStill serving the last valid content.`)
      overlay = contentOverlay(contentDir, result.problems)
      return
    }
    overlay = undefined
    onContent(result.content)
    if (file) console.log(`content reloaded (${relative(contentDir, file)})`)
  }
  check()
  const reload = (file: string) => {
    if (!folders.some((folder) => file.startsWith(`${folder}${sep}`) || file.startsWith(`${folder}/`))) return
    check(file)
    viteServer.ws.send({ type: 'full-reload' })
  }
  for (const event of ['add', 'change', 'unlink'] as const) viteServer.watcher.on(event, reload)
  return c2k(devMiddleware)
}

/** A TCP port free right now on this machine. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}
