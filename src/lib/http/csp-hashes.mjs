/**
 * Hash-based script policy for pages Next serves from its cache (issue 12 §5; docs/decisions.md "Edges").
 *
 * A page's inline scripts (Next's hydration payload `self.__next_f.push(…)`, the chunk-recovery script)
 * are listed by their SHA-256 hashes in a `script-src` stored with the page, so no `'unsafe-inline'` is
 * needed and the page stays static. Three writers use these functions:
 * - the build adapter (build-adapter.mjs), for every page `next build` prerenders (`*.meta` files);
 * - the cache handlers (csp-cache-handler.mjs, deploy/cache-handler.mjs), for every page stored later;
 * - nothing else: the front door (front-door.ts) merges the stored list into the one policy it sends.
 * Plain JavaScript: Next loads the adapter and the cache handlers at build and run time, outside its bundles.
 */
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { filesUnder } from './build-files.mjs'
import { rewritePage } from './page-rewrite.mjs'

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi
const DATA_TYPE = /\stype=["']?(?!(?:text\/javascript|module|application\/javascript)["'\s>])[^"'\s>]+/i

/** The CSP source expression (`'sha256-…'`) of one script text. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** SHA-256 hashes (CSP source form) of the executable inline scripts of an HTML document. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_TYPE.test(match[1])) continue // JSON-LD and other data blocks do not run
    hashes.add(scriptHash(match[2]))
  }
  return [...hashes]
}

/** The stored per-page policy: `script-src 'self'` plus the page's inline-script hashes. */
export function scriptPolicyFor(html) {
  return ["script-src 'self'", ...inlineScriptHashes(html)].join(' ')
}


/**
 * Rewrites every page `next build` prerendered (page-rewrite.mjs: its inlined CSS once, Next's scripts after
 * its first paint), then writes the script policy into its stored headers:
 * `<page>.html` beside `<page>.meta` (JSON with `headers`, under `<distDir>/server/route-cache` or
 * `server/app`), which `next start` (Next's file-system cache) sends with the page. Returns how many pages were written and how many distinct hashes they list.
 */
export async function addPolicyToPrerenderedPages(distDir) {
  let pages = 0
  const hashes = new Set()
  // Next 16.4 keeps prerendered pages under server/route-cache/APP_PAGE/<route hash>/$/…; older
  // layouts (and routes without a route-cache entry) under server/app.
  const files = [
    ...(await filesUnder(path.join(distDir, 'server', 'route-cache'), '.html')),
    ...(await filesUnder(path.join(distDir, 'server', 'app'), '.html')),
  ]
  for (const file of files) {
    const metaFile = `${file.slice(0, -'.html'.length)}.meta`
    let meta
    try {
      meta = JSON.parse(await readFile(metaFile, 'utf8'))
    } catch (error) {
      if (error?.code === 'ENOENT') continue // not a cache entry (no stored headers)
      throw error
    }
    const stored = await readFile(file, 'utf8')
    const html = rewritePage(stored)
    if (html !== stored) await writeFile(file, html)
    const policy = scriptPolicyFor(html)
    for (const hash of inlineScriptHashes(html)) hashes.add(hash)
    meta.headers = { ...(meta.headers ?? {}), 'content-security-policy': policy }
    await writeFile(metaFile, JSON.stringify(meta))
    pages += 1
  }
  return { pages, hashes: hashes.size }
}
