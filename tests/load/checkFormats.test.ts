import { expect, test } from 'vitest'
import type { ContentProblem } from '../../engine/content/ContentProblem.ts'
import { formatGithub } from '../../engine/content/formatGithub.ts'
import { formatJson } from '../../engine/content/formatJson.ts'

const problem = (over: Partial<ContentProblem>): ContentProblem => ({ file: 'pages-config/site.yaml', line: 1, col: 1, pointer: '', message: 'm', ...over })

test('annotations are sorted by file and position, with the pointer leading the message', () => {
  const output = formatGithub([
    problem({ file: 'b.yaml', line: 3, col: 5, pointer: '/x', message: 'must be string' }),
    problem({ file: 'a.yaml', line: 9, col: 2, message: 'YAML syntax: bad' }),
  ])
  expect(output).toBe(['::error file=a.yaml,line=9,col=2::YAML syntax: bad', '::error file=b.yaml,line=3,col=5::/x: must be string'].join('\n'))
})

test('GitHub escaping: %, CR and LF in the message; also : and , in properties', () => {
  const output = formatGithub([problem({ file: 'odd:name,1.yaml', message: '100% sure\r\nnext: a, b' })])
  expect(output).toBe('::error file=odd%3Aname%2C1.yaml,line=1,col=1::100%25 sure%0D%0Anext: a, b')
})

test('JSON: one array on one line, sorted, each problem with severity', () => {
  const output = formatJson([problem({ line: 4, pointer: '/a', message: 'second' }), problem({ line: 2, message: 'first' })])
  expect(output).not.toContain('\n')
  expect(JSON.parse(output)).toEqual([
    { file: 'pages-config/site.yaml', line: 2, col: 1, pointer: '', message: 'first', severity: 'error' },
    { file: 'pages-config/site.yaml', line: 4, col: 1, pointer: '/a', message: 'second', severity: 'error' },
  ])
  expect(formatJson([])).toBe('[]')
})
