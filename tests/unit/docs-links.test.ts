/**
 * The docs' relative links resolve: every `[text](path)` and `[text](path#heading)` in README.md, docs/*.md
 * and bench/RESULTS.md points at a file of the repository, and a `#heading` at a heading of that file
 * (GitHub's anchor rule). Links to other sites, and text inside code, are not checked.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')

function docFiles(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name))
  return ['README.md', ...docs, path.join('bench', 'RESULTS.md')].filter((file) => existsSync(path.join(ROOT, file)))
}

/** The markdown without fenced code blocks and inline code, where a bracket is not a link. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '')
}

export function linkTargets(markdown: string): string[] {
  const targets: string[] = []
  for (const match of withoutCode(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1])
  return targets
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const match of withoutCode(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = match[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target)
}

function brokenLinks(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8')
  const broken: string[] = []
  for (const target of linkTargets(source)) {
    if (isExternal(target)) continue
    const [rawPath, anchor] = target.split('#', 2)
    const targetFile = rawPath === '' ? path.join(ROOT, file) : path.resolve(path.dirname(path.join(ROOT, file)), decodeURI(rawPath))
    if (!targetFile.startsWith(ROOT + path.sep) || !existsSync(targetFile)) {
      broken.push(`${target} (no such file)`)
      continue
    }
    if (anchor && targetFile.endsWith('.md') && statSync(targetFile).isFile()) {
      if (!headingAnchors(readFileSync(targetFile, 'utf8')).has(anchor)) broken.push(`${target} (no such heading)`)
    }
  }
  return broken
}

describe('documentation links', () => {
  it('finds the README and the docs to check', () => {
    expect(docFiles()).toEqual(expect.arrayContaining(['README.md', path.join('docs', 'architecture.md'), path.join('docs', 'decisions.md')]))
  })

  it.each(docFiles())('every relative link in %s points at a file and heading that exist', (file) => {
    expect(brokenLinks(file)).toEqual([])
  })

  it('reads links and anchors the way GitHub does', () => {
    const markdown = '# Request pipeline\n## Caching\n## Caching\nSee [a](docs/a.md#x), `[not](code.md)`, [b](https://x.test/).\n```\n[c](fenced.md)\n```\n'
    expect(linkTargets(markdown)).toEqual(['docs/a.md#x', 'https://x.test/'])
    expect([...headingAnchors(markdown)]).toEqual(['request-pipeline', 'caching', 'caching-1'])
  })
})
