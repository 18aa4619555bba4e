import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { inlineScriptHashes, scriptPolicyFor } from './csp-cache-handler.mjs'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`

describe('per-page script policy', () => {
  const html =
    '<html><head><script src="/_next/static/a.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    '<script type="application/ld+json">{"@type":"Article"}</script></head><body><script>self.__next_f.push([1,"a<\\/b"])</script>' +
    '<script type="module">import x from "y"</script></body></html>'

  it('hashes every inline script that runs, and nothing else', () => {
    expect(inlineScriptHashes(html)).toEqual([
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha('self.__next_f.push([1,"a<\\/b"])'),
      sha('import x from "y"'),
    ])
  })

  it("builds a script-src without 'unsafe-inline'", () => {
    const policy = scriptPolicyFor(html, { gtm: false })
    expect(policy.startsWith("script-src 'self' 'sha256-")).toBe(true)
    expect(policy).not.toContain('unsafe-inline')
    expect(scriptPolicyFor(html, { gtm: true })).toContain('https://www.googletagmanager.com')
  })
})
