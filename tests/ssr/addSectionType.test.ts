import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseDocument } from 'yaml'
import type { YAMLSeq } from 'yaml'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { siteContent } from '../support/content.ts'
import { npmScript } from '../support/npmScript.ts'
import { copyProject, servingPort, spawnServer } from '../support/spawnServer.ts'
import type { ServerProcess } from '../support/spawnServer.ts'

// Adding a section type is one folder, its line in engine/sections/all.ts and `npm run gen:schemas`
// (docs/pages.md, "Adding a section type"). This test does exactly that in a copy of the
// project and nothing else, then sees the new type validated, in the starter review, drawn on a
// page with the data its server-side resolver found, and listed in the section gallery.

const TYPE = 'note-box'
const TEXT = 'A note drawn by a section type added in one folder.'

const SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'NoteBoxSection',
  description: 'A short note in a box.',
  markdownDescription: '**Note box** (`type: note-box`)\n\nA short note in a box.',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'text'],
  properties: {
    type: { title: 'Section type', description: 'Always "note-box".', markdownDescription: 'Always `note-box`.', examples: [TYPE], const: TYPE },
    id: { title: 'Anchor id', description: 'Optional anchor.', markdownDescription: 'Optional anchor.', examples: ['note'], $ref: '../../../schemas/section-id.schema.json' },
    text: { title: 'Text', description: 'The note.', markdownDescription: 'The note.', examples: [TEXT], type: 'string', minLength: 1 },
  },
  examples: [{ type: TYPE, text: TEXT }],
  defaultSnippets: [{ label: TYPE, description: 'Note box: a short note in a box.', body: { type: TYPE, text: '${1:A note.}' } }],
}

/** The new type's own content rule, which JSON Schema cannot say. */
const UNFINISHED = 'a note still says TODO; write the note itself'

const DEFINITION = `import type { NoteBoxSection } from '../../../schemas/types.gen.ts'
import { defineSection } from '../contract/defineSection.ts'
import type { SectionCheckContext } from '../contract/SectionCheck.ts'
import { serverResolver } from '../contract/serverResolver.ts'
import schema from './note-box.schema.json' with { type: 'json' }
import type { resolveNoteBox } from './resolveNoteBox.server.ts'

export const noteBox = defineSection({
  type: 'note-box',
  schema,
  pages: ['review', 'info'],
  resolve: serverResolver<typeof resolveNoteBox>(),
  starter: [{ order: 75, yaml: '  # A short note in a box.\\n  - type: note-box\\n    text: ${TEXT}\\n' }],
  check: (section: NoteBoxSection, { report }: SectionCheckContext) => {
    if (section.text.includes('TODO')) report(['text'], '${UNFINISHED}')
  },
})
`

/** The new type's server-side resolver: data its component draws, found in the site's settings. */
const RESOLVER = `import type { NoteBoxSection } from '../../../schemas/types.gen.ts'
import type { ResolveContext } from '../contract/ResolveContext.ts'

export function resolveNoteBox(_section: NoteBoxSection, { site }: ResolveContext): { signed: string } {
  return { signed: \`Noted by \${site.name}\` }
}
`

const COMPONENT = `import type { SectionProps } from '../contract/SectionProps.ts'
import type { noteBox } from './note-box.ts'

export function NoteBox({ section }: SectionProps<typeof noteBox>) {
  return (
    <aside className="section note-box" id={section.id}>
      <p>{section.text}</p>
      <p>{section.resolved.signed}</p>
    </aside>
  )
}
`

let project: { root: string; remove: () => void }
let server: ServerProcess | undefined
const unreviewed = siteContent().catalogue.all().find((product) => !product.pageLink)!
const drawn = `<aside class="section note-box"><p>${TEXT}</p><p>Noted by ${siteContent().site.name}</p></aside>`
const slug = 'note-box-review'

/** Runs an npm script of the copy (its own package.json's command line), without npm's own start. */
function run(script: string, args: string[] = []): { status: number | null; output: string } {
  const result = spawnSync(...npmScript(script, args, project.root), { cwd: project.root, encoding: 'utf8', env: { ...process.env, CI: '' } })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

beforeAll(() => {
  project = copyProject({ build: false })
  // Each package linked on its own, so the copy's Vite cache stays in the copy.
  rmSync(join(project.root, 'node_modules'))
  mkdirSync(join(project.root, 'node_modules'))
  const modules = join(projectRoot(), 'node_modules')
  for (const name of readdirSync(modules)) if (!['.vite', '.cache', '.vite-temp'].includes(name)) symlinkSync(join(modules, name), join(project.root, 'node_modules', name))

  // The one folder...
  const folder = join(project.root, 'engine/sections', TYPE)
  mkdirSync(folder)
  writeFileSync(join(folder, `${TYPE}.schema.json`), `${JSON.stringify(SCHEMA, null, 2)}\n`)
  writeFileSync(join(folder, `${TYPE}.ts`), DEFINITION)
  writeFileSync(join(folder, 'resolveNoteBox.server.ts'), RESOLVER)
  writeFileSync(join(folder, 'NoteBox.tsx'), COMPONENT)
  // ...its line in the list (with its import)...
  const list = join(project.root, 'engine/sections/all.ts')
  const text = readFileSync(list, 'utf8')
  writeFileSync(list, `import { noteBox } from './note-box/note-box.ts'\n${text.replace('] as const', '  noteBox,\n] as const')}`)
  // ...and the regeneration command.
  execFileSync(process.execPath, ['--import', 'tsx', 'engine/sections/writeSchemas.server.ts'], { cwd: project.root })
}, 120_000)

afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM')
    await server.exited
  }
  project?.remove()
})

test('the review schema and the generated types know the new type', () => {
  const reviewSections = readFileSync(join(project.root, 'schemas/review-section.schema.json'), 'utf8')
  expect(reviewSections).toContain(`"$ref": "sections.schema.json#/definitions/${TYPE}"`)
  expect(readFileSync(join(project.root, 'schemas/types.gen.ts'), 'utf8')).toContain('NoteBoxSection')
})

test('the starter review holds the new section, and passes the check', () => {
  const written = run('new:review', [slug, '--category', unreviewed.category, '--product', unreviewed.id])
  expect(written.status, written.output).toBe(0)
  const review = readFileSync(join(project.root, 'pages-config/reviews', `${slug}.yaml`), 'utf8')
  expect(review).toContain(`  - type: ${TYPE}\n    text: ${TEXT}\n`)
  const checked = run('check')
  expect(checked.status, checked.output).toBe(0)
}, 120_000)

test('the check validates the new section against its schema', () => {
  const file = join(project.root, 'pages-config/reviews', `${slug}.yaml`)
  const good = readFileSync(file, 'utf8')
  writeFileSync(file, good.replace(`    text: ${TEXT}\n`, `    txt: ${TEXT}\n`))
  try {
    const checked = run('check')
    expect(checked.status).toBe(1)
    expect(checked.output).toMatch(/\/sections\/\d+\/txt\s+unknown key "txt" \(did you mean "text"\?\)/)
  } finally {
    writeFileSync(file, good)
  }
}, 120_000)

test("the check runs the new type's own rule on a review", () => {
  const file = join(project.root, 'pages-config/reviews', `${slug}.yaml`)
  const good = readFileSync(file, 'utf8')
  writeFileSync(file, good.replace(`    text: ${TEXT}\n`, '    text: TODO\n'))
  try {
    const checked = run('check')
    expect(checked.status).toBe(1)
    expect(checked.output).toMatch(new RegExp(`/sections/\\d+/text\\s+${UNFINISHED}`))
  } finally {
    writeFileSync(file, good)
  }
}, 120_000)

test("the check runs the new type's own rule on an information page too", () => {
  const file = join(project.root, 'pages-config/pages/about.yaml')
  const good = readFileSync(file, 'utf8')
  const page = parseDocument(good)
  const sections = page.get('sections') as YAMLSeq
  sections.add(page.createNode({ type: TYPE, text: 'TODO: say why we test at home' }))
  writeFileSync(file, String(page))
  try {
    const checked = run('check')
    expect(checked.status).toBe(1)
    expect(checked.output).toContain('pages-config/pages/about.yaml')
    expect(checked.output).toMatch(new RegExp(`/sections/${sections.items.length - 1}/text\\s+${UNFINISHED}`))
  } finally {
    writeFileSync(file, good)
  }
}, 120_000)

test('a page draws the new section with its component, and the gallery lists it', async () => {
  server = spawnServer({ NODE_ENV: 'development', LOG_LEVEL: 'info' }, project.root)
  const origin = `http://127.0.0.1:${await servingPort(server)}`
  const review = await fetch(`${origin}/product/${slug}`)
  expect(review.status).toBe(200)
  expect(await review.text()).toContain(drawn)
  const gallery = await (await fetch(`${origin}/_sections`)).text()
  expect(gallery).toContain(`id="${TYPE}-1"`)
  expect(gallery).toContain(`<code>${TYPE}</code>`)
  expect(gallery).toContain(drawn)
}, 240_000)
