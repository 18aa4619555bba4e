import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT, siteStartupChunks } from './compile-hints.mjs'

/** A client reference manifest as Next 16 writes it: a script that assigns the route's manifest. */
const manifest = (route: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST[${JSON.stringify(route)}]=${JSON.stringify({ clientModules: {}, entryJSFiles })};`

const CHUNKS = ['runtime', 'react', 'layout', 'page', 'article', 'admin', 'later', 'polyfills']

describe('compile hints on the chunks a site page loads at once', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  async function fakeBuild() {
    const dist = await mkdtemp(path.join(tmpdir(), 'compile-hints-'))
    dirs.push(dist)
    await mkdir(path.join(dist, 'static', 'chunks'), { recursive: true })
    for (const name of CHUNKS) await writeFile(path.join(dist, 'static', 'chunks', `${name}.js`), `/* ${name} */(()=>{})()`)
    await writeFile(path.join(dist, 'static', 'chunks', 'styles.css'), 'a{}')
    await writeFile(
      path.join(dist, 'build-manifest.json'),
      JSON.stringify({ polyfillFiles: ['static/chunks/polyfills.js'], rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'] }),
    )
    const site = path.join(dist, 'server', 'app', '(site)', '[locale]')
    await mkdir(path.join(site, 'news', '[slug]'), { recursive: true })
    await writeFile(
      path.join(site, 'page_client-reference-manifest.js'),
      manifest('/(site)/[locale]/page', { '[project]/src/app/(site)/[locale]/layout': ['static/chunks/layout.js', 'static/chunks/styles.css'], '[project]/src/app/(site)/[locale]/page': ['static/chunks/layout.js', 'static/chunks/page.js'] }),
    )
    await writeFile(path.join(site, 'news', '[slug]', 'page_client-reference-manifest.js'), manifest('/(site)/[locale]/news/[slug]/page', { '[project]/src/app/(site)/[locale]/news/[slug]/page': ['static/chunks/article.js'] }))
    const admin = path.join(dist, 'server', 'app', '(payload)', 'admin')
    await mkdir(admin, { recursive: true })
    await writeFile(path.join(admin, 'page_client-reference-manifest.js'), manifest('/(payload)/admin/page', { '[project]/src/app/(payload)/admin/page': ['static/chunks/admin.js'] }))
    return dist
  }

  const read = (dist: string, name: string) => readFile(path.join(dist, 'static', 'chunks', `${name}.js`), 'utf8')

  it("finds Next's runtime and the entry chunks of every site layout and page, and nothing else", async () => {
    const dist = await fakeBuild()
    expect((await siteStartupChunks(dist)).sort()).toEqual(['runtime', 'react', 'layout', 'page', 'article'].map((n) => `static/chunks/${n}.js`).sort())
  })

  it('puts the hint at the top of those chunks once, and leaves the admin, the later and the legacy chunks lazy', async () => {
    const dist = await fakeBuild()
    expect(await addCompileHints(dist)).toEqual({ chunks: 5, written: 5 })
    for (const name of ['runtime', 'react', 'layout', 'page', 'article']) expect(await read(dist, name)).toBe(`${COMPILE_HINT}/* ${name} */(()=>{})()`)
    for (const name of ['admin', 'later', 'polyfills']) expect(await read(dist, name)).toBe(`/* ${name} */(()=>{})()`)
    // A second run (the adapter run again over the same build) adds nothing.
    expect(await addCompileHints(dist)).toEqual({ chunks: 5, written: 0 })
    expect(await read(dist, 'page')).toBe(`${COMPILE_HINT}/* page */(()=>{})()`)
  })

  it('is the magic comment V8 reads, on a line of its own', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })

  it('fails when the build has no site manifest', async () => {
    const dist = await fakeBuild()
    await rm(path.join(dist, 'server', 'app', '(site)'), { recursive: true })
    await expect(addCompileHints(dist)).rejects.toThrow(/no client reference manifest/)
  })

  it('fails when the manifests list no entry chunk or no runtime (Next changed their shape)', async () => {
    const noEntries = await fakeBuild()
    await writeFile(path.join(noEntries, 'server', 'app', '(site)', '[locale]', 'page_client-reference-manifest.js'), manifest('/(site)/[locale]/page', {}))
    await rm(path.join(noEntries, 'server', 'app', '(site)', '[locale]', 'news'), { recursive: true })
    await expect(addCompileHints(noEntries)).rejects.toThrow(/no runtime chunk or no entry chunk/)
    const noRuntime = await fakeBuild()
    await writeFile(path.join(noRuntime, 'build-manifest.json'), JSON.stringify({ polyfillFiles: [] }))
    await expect(addCompileHints(noRuntime)).rejects.toThrow(/no runtime chunk or no entry chunk/)
    expect(await read(noRuntime, 'page')).toBe('/* page */(()=>{})()')
  })
})
