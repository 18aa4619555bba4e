import { createHash } from 'node:crypto'
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import adapter from './build-adapter.mjs'
import { COMPILE_HINT } from './compile-hints.mjs'
import { isMisrenderedPage, withPageScriptPolicy } from './csp-cache-handler.mjs'
import { addPolicyToPrerenderedPages, foreignInlineScripts, inlineScriptHashes, scriptPolicyFor } from './csp-hashes.mjs'
import { rewritePage } from './page-rewrite.mjs'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`

const html =
  '<html><head><script src="/_next/static/a.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script type="application/ld+json">{"@type":"Article"}</script></head><body><script>self.__next_f.push([1,"a<\\/b"])</script>' +
  '<script nonce="abc">self.__next_f.push([1,"a<\\/b"])</script><script type="module">import x from "y"</script></body></html>'

/** The page as stored: Next's chunk scripts are added after the first paint (page-rewrite.mjs). */
const stored = rewritePage(html)

describe('per-page script policy', () => {
  it("hashes the inline scripts Next emitted (once each), and no external script, data block or script that is not the app's", () => {
    expect(inlineScriptHashes(html)).toEqual([sha('(self.__next_f=self.__next_f||[]).push([0])'), sha('self.__next_f.push([1,"a<\\/b"])')])
    expect(foreignInlineScripts(html)).toEqual(['<script type="module">import x from "y"</script>'])
  })

  it("recognises the loader by its own text: a planted script that borrows a shape or a name of the app's is not listed", () => {
    const loader = /<script id="scripts-after-paint">([\s\S]*?)<\/script>/.exec(stored)![1]
    expect(inlineScriptHashes(stored)).toContain(sha(loader))
    const planted = [
      '<script>alert(1)</script>',
      '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
      '<script>self.__next_f.push([1,alert(1)])</script>',
      '<script id="x">self.__next_f.push([1,"x"])</script>',
      `<script id="scripts-after-paint">${loader.replace('setTimeout(r,', 'alert(1);setTimeout(r,')}</script>`,
      `<script id="scripts-after-paint">${loader.replace('/_next/static/a.js', 'https://evil.example/a.js')}</script>`,
    ]
    const turbopack = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a1.js"],"runtimeModuleIds":[494553]});'
    expect(inlineScriptHashes(`<script id="_R_">${turbopack}</script>`)).toEqual([sha(turbopack)])
    planted.push(
      `<script id="_R_">${turbopack.replace('"runtimeModuleIds"', '"x":alert(1),"runtimeModuleIds"')}</script>`,
      `<script id="_R_">${turbopack.replace('static/chunks/a1.js', 'https://evil.example/a.js')}</script>`,
      `<script id="_R_">${turbopack}alert(1)</script>`,
    )
    for (const script of planted) {
      expect(inlineScriptHashes(script), script).toEqual([])
      expect(foreignInlineScripts(script), script).toHaveLength(1)
    }
  })

  it("builds a script-src of 'self' and the hashes, without 'unsafe-inline'", () => {
    const policy = scriptPolicyFor(html)
    expect(policy).toBe(`script-src 'self' ${inlineScriptHashes(html).join(' ')}`)
    expect(policy).not.toContain('unsafe-inline')
  })

  it('is added by the cache handler to every page it stores (as it stores it), and to nothing else', async () => {
    const written: unknown[] = []
    class Base {
      async set(_key: string, data: unknown) {
        written.push(data)
      }
    }
    const Handler = withPageScriptPolicy(Base)
    await new Handler().set('/en/', { kind: 'APP_PAGE', html: Buffer.from(html), headers: { 'x-next-cache-tags': 't' } })
    await new Handler().set('/feed', { kind: 'APP_ROUTE', body: Buffer.from(html), headers: {} })
    await new Handler().set('/en/news/', { kind: 'APP_PAGE', html, headers: {} })
    expect(written[0]).toMatchObject({ headers: { 'x-next-cache-tags': 't', 'content-security-policy': scriptPolicyFor(stored) } })
    expect(String((written[0] as { html: Buffer }).html)).toBe(stored)
    expect(written[1]).toMatchObject({ body: Buffer.from(html), headers: {} })
    expect(written[2]).toMatchObject({ html: stored, headers: { 'content-security-policy': scriptPolicyFor(stored) } })
    // The loader is one of the hashed scripts.
    expect(scriptPolicyFor(stored)).toContain(sha(stored.slice(stored.indexOf('<script id="scripts-after-paint">') + 33, stored.lastIndexOf('</script>'))))
  })

  it('stores a page regenerated for two different requests as the same bytes: the triggering request\'s nonce is emptied on tags and in the payload', async () => {
    const written: { html: string; headers: Record<string, string> }[] = []
    class Base {
      async set(_key: string, data: { html: string; headers: Record<string, string> }) {
        written.push(data)
      }
    }
    const regenerated = (nonce: string) =>
      `<html><head><script src="/_next/static/a.js" async="" nonce="${nonce}"></script></head><body><style nonce="${nonce}">p{}</style>` +
      `<script nonce="${nonce}">self.__next_f.push([1,"[\\"$\\",\\"style\\",\\"0\\",{\\"nonce\\":\\"${nonce}\\"}]"])</script></body></html>`
    const Handler = withPageScriptPolicy(Base)
    await new Handler().set('/en/', { kind: 'APP_PAGE', html: regenerated('yZRLN2DhSbvjsGXHsBV4W4cJ'), headers: {} })
    await new Handler().set('/en/', { kind: 'APP_PAGE', html: regenerated('koUbWqhqtD8k1uHvojrJumDO'), headers: {} })
    expect(written[0].html).toBe(written[1].html)
    expect(written[0].html).not.toContain('yZRLN2DhSbvjsGXHsBV4W4cJ')
    expect(written[0].headers['content-security-policy']).toBe(written[1].headers['content-security-policy'])
    // The payload script is still one of the page's hashed scripts.
    expect(written[0].headers['content-security-policy']).toContain(sha(/<script nonce="">([^<]*)<\/script>/.exec(written[0].html)![1]))
  })
})

describe('a page with the not-found head', () => {
  const notFoundHead = '<html><head><title>このページは見つかりませんでした</title><meta name="robots" content="noindex"/></head><body><h1>行動規範</h1></body></html>'
  const store = async (key: string, data: Record<string, unknown>) => {
    const written: [string, unknown][] = []
    class Base {
      async set(k: string, d: unknown) {
        written.push([k, d])
      }
    }
    await new (withPageScriptPolicy(Base))().set(key, { kind: 'APP_PAGE', headers: {}, ...data })
    return written
  }

  it('is never stored as a 200 page (the last good copy stays)', async () => {
    expect(await store('/ja/Conduct', { html: notFoundHead })).toEqual([])
    expect(await store('/en/company', { html: Buffer.from(notFoundHead), status: 200 })).toEqual([])
    expect(isMisrenderedPage('/ja/Conduct', { status: undefined }, notFoundHead)).toBe(true)
  })

  it('is stored for the not-found page itself, for an answer with 404, and a page without noindex', async () => {
    expect(await store('/ja/404', { html: notFoundHead })).toHaveLength(1)
    expect(await store('/en/news/no-such-article', { html: notFoundHead, status: 404 })).toHaveLength(1)
    expect(await store('/ja/Conduct', { html })).toHaveLength(1)
  })
})

describe('the build step', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  async function fakeBuild() {
    const dist = await mkdtemp(path.join(tmpdir(), 'csp-build-'))
    dirs.push(dist)
    // Next 16.4's layout: server/route-cache/APP_PAGE/<route hash>/$/<page>.{html,meta}
    const app = path.join(dist, 'server', 'route-cache', 'APP_PAGE', '1a2b', '$')
    await mkdir(path.join(app, 'en', 'news'), { recursive: true })
    await writeFile(path.join(app, 'en.html'), html)
    await writeFile(path.join(app, 'en.meta'), JSON.stringify({ status: 200, headers: { 'x-next-cache-tags': '_N_T_/en' } }))
    await writeFile(path.join(app, 'en', 'news', 'a.html'), '<script>self.__next_f.push([2])</script>')
    await writeFile(path.join(app, 'en', 'news', 'a.meta'), JSON.stringify({ headers: {} }))
    // An .html without stored headers (not a cache entry) is left alone.
    await mkdir(path.join(dist, 'server', 'app'), { recursive: true })
    await writeFile(path.join(dist, 'server', 'app', '_global-error.html'), '<script>x()</script>')
    await writeFile(path.join(dist, 'server', 'app', 'old.html'), '<script>old()</script>')
    await writeFile(path.join(dist, 'server', 'app', 'old.meta'), '{"headers":{}}')
    // What the adapter's other step reads (compile-hints.test.ts): Next's runtime chunk and one site page's manifest.
    await mkdir(path.join(dist, 'static', 'chunks'), { recursive: true })
    await writeFile(path.join(dist, 'static', 'chunks', 'runtime.js'), 'run()')
    await writeFile(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js'] }))
    await mkdir(path.join(dist, 'server', 'app', '(site)'), { recursive: true })
    await writeFile(
      path.join(dist, 'server', 'app', '(site)', 'page_client-reference-manifest.js'),
      `globalThis.__RSC_MANIFEST={"/(site)/page":{"entryJSFiles":{"page":["static/chunks/runtime.js"]}}}`,
    )
    return { dist, app }
  }

  it("rewrites each prerendered page, writes its policy into its .meta and keeps the other stored headers", async () => {
    const { dist, app } = await fakeBuild()
    const first = await addPolicyToPrerenderedPages(dist)
    expect(first).toMatchObject({ pages: 3, hashes: 4 })
    // Reported, not hashed: the module script of en.html and old.html's script.
    expect(first.foreign.map((entry: { script: string }) => entry.script)).toEqual(['<script type="module">import x from "y"</script>', '<script>old()</script>'])
    expect(await readFile(path.join(app, 'en.html'), 'utf8')).toBe(stored)
    const en = JSON.parse(await readFile(path.join(app, 'en.meta'), 'utf8'))
    expect(en).toEqual({ status: 200, headers: { 'x-next-cache-tags': '_N_T_/en', 'content-security-policy': scriptPolicyFor(stored) } })
    const article = JSON.parse(await readFile(path.join(app, 'en', 'news', 'a.meta'), 'utf8'))
    expect(article.headers['content-security-policy']).toBe(`script-src 'self' ${sha('self.__next_f.push([2])')}`)
    // Running twice gives the same result (a rebuild over an old .next, or the adapter run again).
    expect(await addPolicyToPrerenderedPages(dist)).toMatchObject({ pages: 3, hashes: 4 })
    expect(await readFile(path.join(app, 'en.html'), 'utf8')).toBe(stored)
  })

  it('runs as the Next build adapter, and fails the build when it finds no page', async () => {
    const { dist, app } = await fakeBuild()
    await adapter.onBuildComplete({ distDir: dist })
    expect(JSON.parse(await readFile(path.join(app, 'en.meta'), 'utf8')).headers['content-security-policy']).toBe(scriptPolicyFor(stored))
    expect(await readFile(path.join(dist, 'static', 'chunks', 'runtime.js'), 'utf8')).toBe(`${COMPILE_HINT}run()`)
    const empty = await mkdtemp(path.join(tmpdir(), 'csp-empty-'))
    dirs.push(empty)
    await expect(adapter.onBuildComplete({ distDir: empty })).rejects.toThrow(/no prerendered page/)
  })
})
