// The server entry: `npm start` (production build) and `npm run dev` (Vite inside Koa).
import type { Content } from '../engine/load/Content.ts'
import { formatProblems } from '../engine/load/formatProblems.ts'
import { loadContent } from '../engine/load/loadContent.server.ts'
import { projectRoot } from '../engine/load/projectRoot.server.ts'
import { createApp } from './app.ts'
import { siteMiddleware } from './siteMiddleware.ts'

const root = projectRoot()
const production = process.env.NODE_ENV === 'production'
const port = Number(process.env.PORT ?? 3000)

const loaded = loadContent(root)
if (!loaded.ok) {
  console.error(formatProblems(loaded.problems))
  console.error('The site was not started: fix the problems above (npm run check lists them).')
  process.exit(1)
}
let content: Content = loaded.content
const getContent = () => content

const pages = await siteMiddleware(root, getContent, production ? { production } : { production, onContent: (next) => (content = next) })
const app = createApp({ root, getContent, pages, development: !production })
const server = app.listen(port, () => {
  console.log(`${content.site.name} is serving on http://localhost:${port}${production ? '' : ' (development)'}`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)))
}
