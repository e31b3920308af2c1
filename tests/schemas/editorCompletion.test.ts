import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { TextDocument } from 'vscode-languageserver-textdocument'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { getLanguageService } from 'yaml-language-server'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'
import { schemaValidator } from '../../engine/content/schemaValidator.server.ts'
import type { SchemaId } from '../../engine/content/schemaValidator.server.ts'
import { sectionTypes } from '../../engine/sections/all.ts'

// What an editor with the YAML language server sees, through the language server itself
// (the one VS Code's YAML extension runs): a snippet per section type on a new `- ` line of
// `sections`, each inserting a valid skeleton, and the schemas' descriptions on hover.

const schemasDir = join(projectRoot(), 'schemas')
const sectionTypeNames: string[] = sectionTypes.map((definition) => definition.type)

function languageService(schema: SchemaId) {
  const service = getLanguageService({
    schemaRequestService: (uri: string) => Promise.resolve(readFileSync(fileURLToPath(uri), 'utf8')),
    workspaceContext: { resolveRelativePath: (relative: string, resource: string) => new URL(relative, resource).toString() },
  })
  service.configure({ validate: true, completion: true, hover: true, schemas: [{ uri: pathToFileURL(join(schemasDir, schema)).toString(), fileMatch: ['*.yaml'] }] })
  return service
}

const PAGES: { schema: SchemaId; head: string }[] = [
  { schema: 'review.schema.json', head: 'product: stridewell-t600\nauthor: A. Tester\npublishedAt: "2025-06-19"\nupdatedAt: "2025-10-18"\nscoreReasons: {}\nseo:\n  description: A review.\n  keywords: treadmill\nsections:\n  - type: specs\n' },
  { schema: 'home.schema.json', head: 'seo:\n  title: Home\n  description: The home page.\n  keywords: home gym\nsections:\n  - type: prose\n    heading: Welcome\n    paragraphs: [Hello.]\n' },
]

/**
 * The text an editor gets after picking a snippet on a line indented by `indent` and accepting each
 * `${1:placeholder}`: like VS Code, every line after the first gets the line's own indentation.
 */
const accepted = (snippet: string, indent: string) =>
  snippet
    .replace(/\$\{\d+:([^}]*)\}/g, '$1')
    .replace(/\$\d+/g, '')
    .replace(/\n/g, `\n${indent}`)

test('a new "- " line under sections offers every section type, and each snippet inserts a valid section', async () => {
  const offered = new Set<string>()
  for (const { schema, head } of PAGES) {
    const service = languageService(schema)
    const text = `${head}  - \n`
    const line = text.split('\n').length - 2
    const document = TextDocument.create(`file:///editor/${schema}.yaml`, 'yaml', 1, text)
    const { items } = await service.doComplete(document, { line, character: 4 }, false)
    for (const item of items.filter((candidate) => sectionTypeNames.includes(candidate.label))) {
      offered.add(String(item.label))
      const page = parse(`${head}  - ${accepted(item.insertText ?? '', '  ')}\n`) as { sections: unknown[] }
      expect(page.sections.at(-1), `${schema}: ${item.label}`).toMatchObject({ type: item.label })
      expect(schemaValidator().validate(schema, page), `${schema}: ${item.label}`).toEqual([])
    }
  }
  expect([...offered].sort()).toEqual([...sectionTypeNames].sort())
})

test('hovering a key shows its schema description', async () => {
  const { schema, head } = PAGES[0]!
  const text = `${head}  - type: call-to-action\n    heading: Start today\n    text: Order now.\n`
  const document = TextDocument.create('file:///editor/hover.yaml', 'yaml', 1, text)
  const hover = await languageService(schema).doHover(document, { line: text.split('\n').length - 3, character: 6 })
  const contents = hover?.contents as { value?: string } | undefined
  expect(contents?.value).toContain("The block's heading, an invitation to act.")
  expect(contents?.value).toContain('Start your first run at home')
})
