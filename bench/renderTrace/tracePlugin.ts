// A Vite plugin for bench/renderTrace.ts: every function in engine/ announces entering and leaving
// (globalThis.renderTrace), so the walk of one render through the files can be written down.
// It runs after Vite made JavaScript of the module; swc finds the function bodies.
import { parseSync } from '@swc/core'
import type { Plugin } from 'vite'

const FUNCTION_BODY = 'FunctionBody'

type Body = { start: number; end: number; block: boolean }
type Node = { type?: string; span?: { start: number; end: number }; body?: Node } & Record<string, unknown>

/** Where each function body starts and ends, in bytes, and whether it is a block (not an arrow's expression). */
function bodies(source: string): Body[] {
  const ast = parseSync(source, { syntax: 'ecmascript' })
  const base = ast.span.start
  const found: Body[] = []
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return
    if (Array.isArray(value)) return value.forEach(walk)
    const node = value as Node
    if (node.type === FUNCTION_BODY && node.span) found.push({ start: node.span.start - base, end: node.span.end - base, block: true })
    const body = node.body
    if (node.type === 'ArrowFunctionExpression' && body?.span && body.type !== 'BlockStatement' && body.type !== FUNCTION_BODY) found.push({ start: body.span.start - base, end: body.span.end - base, block: false })
    for (const key in node) if (key !== 'span') walk(node[key])
  }
  walk(ast)
  return found
}

function instrument(code: string, file: string): string {
  // The statement in front makes the module's span start at byte 0, whatever comes first.
  const bytes = Buffer.from(`0;${code}`)
  const name = JSON.stringify(file)
  const edits = bodies(bytes.toString()).flatMap(({ start, end, block }) => {
    const length = end - start
    // An empty body is one edit: its entry and exit in one place, innermost of all there.
    if (block && length === 2) return [{ at: start + 1, text: `globalThis.renderTrace?.enter(${name});try{}finally{globalThis.renderTrace?.exit()}`, opens: true, length: 0 }]
    return block
      ? [{ at: start + 1, text: `globalThis.renderTrace?.enter(${name});try{`, opens: true, length }, { at: end - 1, text: '}finally{globalThis.renderTrace?.exit()}', opens: false, length }]
      : [{ at: start, text: `{globalThis.renderTrace?.enter(${name});try{return (`, opens: true, length }, { at: end, text: ')}finally{globalThis.renderTrace?.exit()}}', opens: false, length }]
  })
  // From the end backwards. Each edit lands left of those already made at its place, and at one
  // place the text must read: bodies closing (inner, then outer), then bodies opening (outer, then
  // inner); so openings are made first, inner first, then closings, outer first.
  edits.sort((a, b) => b.at - a.at || Number(a.opens === false) - Number(b.opens === false) || (a.opens ? a.length - b.length : b.length - a.length))
  let out = bytes
  for (const { at, text } of edits) out = Buffer.concat([out.subarray(0, at), Buffer.from(text), out.subarray(at)])
  return out.toString()
}

/** The plugin: engine/'s modules, instrumented, as Vite loads them for the server. */
export function tracePlugin(root: string): Plugin {
  return {
    name: 'render-trace',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!file.startsWith(`${root}/engine/`) || !/\.tsx?$/.test(file)) return undefined
      return { code: instrument(code, file.slice(root.length + 1)), map: null }
    },
  }
}
