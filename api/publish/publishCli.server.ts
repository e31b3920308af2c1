// `npm run publish`: puts this checkout's content (CONTENT_DIR, or the project's) live on every
// server that follows the store (DATABASE_URL, or store.sqlite in DATA_DIR), without a build or a
// restart. The content is checked first: a version with any problem is refused whole, with the
// check's report, and nothing changes. It is refused too when another version went live since the
// one this checkout was made from. Prints the files changed and the Surrogate-Keys a CDN purges.
// `--preview` makes a version served only at a secret address, `--promote N` puts it live,
// `--rollback` goes back to the version before the live one, and `--log` lists who published what.
// Guide: docs/publishing.md.
import { userInfo } from 'node:os'
import { ContentStore } from '../../engine/content/ContentStore.server.ts'
import type { Content } from '../../engine/load/Content.ts'
import { formatProblems } from '../../engine/content/formatProblems.ts'
import { loadContent } from '../../engine/load/loadContent.server.ts'
import { parseStoreFile } from '../../engine/content/ParseStore.server.ts'
import { schemaCacheFile } from '../../engine/content/precompiledSchemas.server.ts'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { resolveContentDir } from '../../engine/content/resolveContentDir.server.ts'
import { cachedValidator } from '../../engine/content/schemaValidator.server.ts'
import { commandLine } from '../store/commandLine.ts'
import { listVersions, promoteVersion, readLiveVersion, readVersion, readVersionFiles, StaleBase, writeVersion } from '../store/contentVersions.ts'
import type { ContentFiles, ContentVersion } from '../store/contentVersions.ts'
import { migrateStore, openStore } from '../store/database/openStore.ts'
import type { Store } from '../store/database/openStore.ts'
import { retryBusy } from '../store/retryBusy.ts'
import { storeLocation } from '../store/database/storeConfig.ts'
import { contentPrint, purgeKeys } from '../generate/pageInputs.ts'
import { changedPaths, hashesOf, loadFiles, readContentFiles } from './contentFiles.ts'
import { readBase, writeBase } from './checkoutBase.ts'

const USAGE = `usage: npm run publish [-- --author NAME] [--note TEXT] [--base N] [--preview]
       npm run publish -- --promote N
       npm run publish -- --rollback [--author NAME]
       npm run publish -- --log [--limit N]`
const OPTIONS = {
  author: { type: 'string' },
  note: { type: 'string', default: '' },
  base: { type: 'string' },
  preview: { type: 'boolean', default: false },
  promote: { type: 'string' },
  rollback: { type: 'boolean', default: false },
  log: { type: 'boolean', default: false },
  limit: { type: 'string', default: '20' },
} as const
const { values: args } = commandLine({ options: OPTIONS }, USAGE)
const contentDir = resolveContentDir()
const author = args.author ?? process.env.PUBLISH_AUTHOR ?? userInfo().username
// Files unchanged since the editor's last `npm run check` are not read by js-yaml again, and what
// one load of this command read (the checkout, a version's files) is kept for its other loads.
const contentStore = new ContentStore({ values: parseStoreFile(projectRoot()), saveValues: true, validator: cachedValidator(schemaCacheFile(projectRoot())) })

const store = openStore(storeLocation(projectRoot()))
try {
  await retryBusy(() => migrateStore(store))
  if (args.log) await printLog(store, Number(args.limit))
  else if (args.promote !== undefined) await promote(store, Number(args.promote))
  else if (args.rollback) await rollback(store)
  else await publish(store, args.preview)
} catch (error) {
  if (error instanceof StaleBase) {
    console.error(`refused: ${error.message}.\nNothing was published. Bring version ${error.live.id}'s changes into this checkout, then publish again with --base ${error.live.id}.`)
  } else {
    console.error(`refused: ${error instanceof Error ? error.message : String(error)}`)
  }
  process.exitCode = 1
} finally {
  await store.close()
}

/** Checks the checkout and writes it as a new version, live or as a preview. */
async function publish(store: Store, preview: boolean) {
  const checked = loadContent(contentDir, { store: contentStore })
  contentStore.endLoad()
  if (!checked.ok) {
    console.error(formatProblems(checked.problems))
    throw new Error(`${checked.problems.length} content problem(s), listed above; nothing was published (npm run check lists them too)`)
  }
  const files = readContentFiles(contentDir)
  const live = await readLiveVersion(store)
  const base = args.base === undefined ? (readBase(contentDir) ?? (live === 0 ? 0 : undefined)) : Number(args.base)
  if (base === undefined) throw new Error(`this checkout does not record which version it was made from (version ${live} is live): pass --base N, the version you started from (npm run publish -- --log lists them)`)
  const liveFiles = live > 0 ? await readVersionFiles(store, live) : undefined
  const changed = liveFiles ? changedPaths(hashesOf(liveFiles), hashesOf(files)) : [...files.keys()]
  if (changed.length === 0) {
    console.log(`nothing to publish: this checkout's content is live version ${live}`)
    return
  }
  const { id, token } = await writeVersion(store, { files, base, author, note: args.note, changed, preview })
  writeBase(contentDir, preview ? base : id)
  console.log(`${preview ? 'previewing' : 'published'} content version ${id} (made from ${base === 0 ? 'the built content' : `version ${base}`}) by ${author}: ${changed.length} file(s) changed\n${listed(changed)}`)
  if (token) {
    console.log(`preview: ${checked.content.site.url}/_preview/${token}/ (any page's path after it; only who has this address sees it)\nput it live: npm run publish -- --promote ${id}`)
    return
  }
  console.log(purgeLine(liveFiles && purgeBetween(liveFiles, checked.content)))
  console.log('every server following the store serves it within about a second; npm run publish -- --log shows the pages they made again')
}

async function promote(store: Store, id: number) {
  await promoteVersion(store, id)
  writeBase(contentDir, id)
  console.log(`content version ${id} is live; every server following the store serves it within about a second`)
}

/** Publishes again the files of the version the live one was made from, as a new version. */
async function rollback(store: Store) {
  const live = await readLiveVersion(store)
  const current = live > 0 ? await readVersion(store, live) : undefined
  if (!current) throw new Error('no content version has been published: the servers serve the content they were built with')
  if (current.base === 0) throw new Error(`version ${live} is the first published version: there is no earlier version in the store to go back to (deploy a build of the content you want)`)
  const [now, before] = [await readVersionFiles(store, live), await readVersionFiles(store, current.base)]
  const changed = changedPaths(hashesOf(now), hashesOf(before))
  const { id } = await writeVersion(store, { files: before, base: live, author, note: `rollback of version ${live} to version ${current.base}`, changed, preview: false })
  console.log(`rolled back: content version ${id} has the files of version ${current.base} (${changed.length} file(s) changed back)\n${listed(changed)}`)
  const content = loadFiles(contentDir, before, contentStore)
  console.log(purgeLine(content.ok ? purgeBetween(now, content.content) : undefined))
}

async function printLog(store: Store, limit: number) {
  const versions = await listVersions(store, limit)
  const live = await readLiveVersion(store)
  if (!versions.length) console.log('no content version has been published: the servers serve the content they were built with')
  for (const version of versions) console.log(logLine(version, live))
}

function logLine(version: ContentVersion, live: number): string {
  const state = version.id === live ? 'LIVE' : version.state
  const pages = version.pages ? `${version.pages.length} page(s) made again${version.pages.length ? `: ${version.pages.slice(0, 8).join(' ')}${version.pages.length > 8 ? ' ...' : ''}` : ''}` : 'pages: not yet applied by a server'
  const note = version.note ? ` "${version.note}"` : ''
  return `#${version.id} ${state} ${version.createdAt} by ${version.author} from #${version.base}${note}\n  files: ${version.files.slice(0, 8).join(' ')}${version.files.length > 8 ? ` ... (${version.files.length})` : ''}\n  ${pages}`
}

/** The purge keys between the content of `before` (a version's files) and `after`; undefined when unknown. */
function purgeBetween(before: ContentFiles, after: Content): string[] | undefined {
  const old = loadFiles(contentDir, before, contentStore)
  return old.ok ? purgeKeys(contentPrint(old.content), contentPrint(after)) : undefined
}

function purgeLine(keys: readonly string[] | undefined): string {
  if (!keys) return 'Surrogate-Key to purge: every page (the content before this version is not in the store)'
  return keys.length ? `Surrogate-Key to purge: ${keys.join(' ')}` : 'Surrogate-Key to purge: none (no page shows anything that changed)'
}

function listed(paths: readonly string[]): string {
  return paths.slice(0, 20).map((path) => `  ${path}`).join('\n') + (paths.length > 20 ? `\n  ... and ${paths.length - 20} more` : '')
}
