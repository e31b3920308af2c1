import { relative } from 'node:path'
import type { Middleware } from 'koa'
import c2k from 'koa-connect'
import { createDevMiddleware } from 'vike/server'
import type { Content } from '../engine/load/Content.ts'
import { formatProblems } from '../engine/load/formatProblems.ts'
import { IncrementalCheck } from '../engine/load/IncrementalCheck.server.ts'

const CONTENT_DIRS = ['pages-config', 'api/catalogue']

/**
 * Vite in middleware mode, plus a watch on the YAML content (under `contentDir`): a valid change is swapped in and the
 * browser reloads; an invalid one is reported and the last good content keeps serving.
 */
export async function startDevelopment(root: string, onContent: (content: Content) => void, contentDir: string = root): Promise<Middleware> {
  const { devMiddleware, viteServer } = await createDevMiddleware({ root })
  viteServer.watcher.add(CONTENT_DIRS.map((dir) => `${contentDir}/${dir}`))
  // Only the changed files are parsed and validated again: at a thousand reviews a full load
  // takes longer than the reload budget (docs/performance.md, "A thousand reviews").
  const checker = new IncrementalCheck(contentDir)
  const check = () => checker.check()
  check()
  const reload = (file: string) => {
    if (!/\.ya?ml$/.test(file)) return
    const result = check()
    if (!result.ok) {
      console.error(`\n${formatProblems(result.problems)}\nStill serving the last valid content.`)
      return
    }
    onContent(result.content)
    console.log(`content reloaded (${relative(contentDir, file)})`)
    viteServer.ws.send({ type: 'full-reload' })
  }
  for (const event of ['add', 'change', 'unlink'] as const) viteServer.watcher.on(event, reload)
  return c2k(devMiddleware)
}
