import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { projectRoot } from '../../engine/content/projectRoot.server.ts'

// Production runs the server compiled at build time (dist/node/), under plain node: no
// TypeScript loader among the dependencies a deployment installs.

const root = projectRoot()
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string>; dependencies: Record<string, string> }
const compiled = join(root, 'dist/node')

test('npm start runs the compiled server with node, and no TypeScript runner is a production dependency', () => {
  expect(pkg.scripts.start).toMatch(/\bnode dist\/node\/server\.js$/)
  for (const runner of ['tsx', 'ts-node', 'typescript', '@swc-node/register']) expect(Object.keys(pkg.dependencies)).not.toContain(runner)
})

test('the compiled server imports only JavaScript: no .ts or .tsx module is left to load', () => {
  const files = readdirSync(compiled, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
  expect(files).toContain('server.js')
  for (const file of files) {
    const code = readFileSync(join(compiled, file), 'utf8')
    const specifiers = [...code.matchAll(/\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((match) => match[1])
    expect(specifiers.filter((specifier) => /\.tsx?$/.test(specifier!)), file).toEqual([])
  }
})
