// `npm run build` runs this after `vike build`: the page generator (issue 8).
import { formatProblems } from '../../engine/load/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { projectRoot } from '../../engine/load/projectRoot.server.ts'
import { generateSite } from './generateSite.ts'

const root = projectRoot()
const loaded = loadContent(root)
if (!loaded.ok) {
  console.error(formatProblems(loaded.problems))
  process.exit(1)
}
const manifest = await generateSite(root, loaded.content)
console.log(`generated ${manifest.pages.length} pages, 404.html, sitemap.xml and robots.txt into dist/client, with .br and .gz twins`)
