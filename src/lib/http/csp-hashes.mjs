/**
 * Hash-based script policy for pages Next serves from its cache (docs/deviations.md "Per-page script hashes").
 *
 * A stored page's inline scripts that the app's own build emitted are listed by their SHA-256 hashes in a
 * `script-src` stored with the page, so no `'unsafe-inline'` is needed and the page stays static. Only scripts
 * recognised by what emitted them are listed (appEmittedScript): Next's bootstrap of its payload, Next's payload
 * pushes (data only: a JSON array), and the scripts-after-first-paint loader (its text rebuilt from its own list of
 * chunk URLs). The app's constant scripts (chunk recovery, the Latin face check, the contact entry check) are listed
 * by the server pipeline from their sources (src/server/app-scripts.ts), the tag manager's by the pipeline too, from
 * the settings it started with.
 * Anything else inline in a stored page (an injected script) is not listed, and the browser blocks it.
 * Writers: the build adapter (build-adapter.mjs) for every page `next build` prerenders (`*.meta` files), and the
 * cache handlers (csp-cache-handler.mjs, deploy/cache-handler.mjs) for every page stored later. The pipeline's
 * script-policy stage (page-script-policy.ts) merges the stored list into the one policy it sends.
 * Plain JavaScript: Next loads the adapter and the cache handlers at build and run time, outside its bundles.
 */
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { filesUnder } from './build-files.mjs'
import { rewritePage } from './page-rewrite.mjs'
import { loaderScript, scriptsAddedAfterFirstPaint } from './scripts-after-first-paint.mjs'

/** An inline script: its opening tag's attributes and its text. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi
const DATA_TYPE = /\stype=["']?(?!(?:text\/javascript|module|application\/javascript)["'\s>])[^"'\s>]+/i

/** Next's bootstrap of its payload list, exactly as Next writes it. */
export const NEXT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])'
/** Next's payload push: `self.__next_f.push(<JSON array whose first item is 1, 2 or 3>)`. */
const NEXT_PUSH = /^self\.__next_f\.push\((\[[123](?:,[\s\S]*)?\])\)$/
/**
 * Turbopack's runtime bootstrap, which Next writes into every page: the chunk list of the page's runtime, as JSON
 * (`{"otherChunks":["static/chunks/….js",…],"runtimeModuleIds":[…]}`), pushed onto `globalThis.TURBOPACK`.
 */
const TURBOPACK_PUSH = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);$/
/** React's generated element id on that script (`_R_`, `_R_1a_`…). */
const REACT_ID = /^\s+id="_R_[A-Za-z0-9_]*"$/
/**
 * The app's constant scripts, which the pipeline lists from their sources (src/server/app-scripts.ts), by id, and the
 * tag manager's snippet, listed from the settings the server started with (security-headers.ts withTagManager).
 */
const LISTED_BY_THE_PIPELINE = /^\s+id="(?:chunk-recovery|latin-face|contact-entry-check|gtm)"$/

/** Whether a Turbopack bootstrap's argument is its chunk list and nothing else. @param {string} json */
function isTurbopackChunkList(json) {
  try {
    const value = JSON.parse(json)
    const keys = Object.keys(value).sort().join(',')
    return (
      (keys === 'otherChunks,runtimeModuleIds' || keys === 'otherChunks') &&
      Array.isArray(value.otherChunks) &&
      value.otherChunks.every((chunk) => typeof chunk === 'string' && /^static\/chunks\/[\w.-]+\.js$/.test(chunk)) &&
      (value.runtimeModuleIds === undefined || (Array.isArray(value.runtimeModuleIds) && value.runtimeModuleIds.every((id) => typeof id === 'number' || typeof id === 'string')))
    )
  } catch {
    return false
  }
}

/** The loader's tag as scripts-after-first-paint.mjs writes it (a digest attribute may follow, page-data.mjs). */
const LOADER_TAG = /^\s+id="scripts-after-paint"(?:\s+data-page-data="[A-Za-z0-9_-]{22}")?$/

/**
 * Whether an inline script is one the app's build emitted, recognised by what emitted it: Next's bootstrap, a Next
 * payload push whose argument is data (JSON) and nothing else, Turbopack's runtime bootstrap whose argument is its
 * chunk list, or the loader whose text is exactly what loaderScript() writes for the URLs it names. Attributes other
 * than a nonce (and React's id on Turbopack's script) are not Next's.
 * @param {string} attributes the opening tag's attributes @param {string} text
 */
export function appEmittedScript(attributes, text) {
  const bare = attributes.replace(/\s+nonce="[^"<>]*"/, '')
  if (bare === '' && text === NEXT_BOOTSTRAP) return true
  if (bare === '') {
    const push = NEXT_PUSH.exec(text)
    if (!push) return false
    try {
      return Array.isArray(JSON.parse(push[1]))
    } catch {
      return false
    }
  }
  if (bare === '' || REACT_ID.test(bare)) {
    const turbopack = TURBOPACK_PUSH.exec(text)
    if (turbopack) return isTurbopackChunkList(turbopack[1])
  }
  if (LOADER_TAG.test(bare)) {
    let urls
    try {
      urls = scriptsAddedAfterFirstPaint(`<script id="scripts-after-paint">${text}</script>`)
    } catch {
      return false
    }
    return urls.length > 0 && urls.every((url) => /^\/_next\/static\/[^"<>]*\.js$/.test(url)) && text === loaderScript(urls)
  }
  return false
}

/** The CSP source expression (`'sha256-…'`) of one script text. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** SHA-256 hashes (CSP source form) of the inline scripts of an HTML document that the app's build emitted. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_TYPE.test(match[1])) continue // JSON-LD and other data blocks do not run
    if (appEmittedScript(match[1], match[2])) hashes.add(scriptHash(match[2]))
  }
  return [...hashes]
}

/**
 * The executable inline scripts of a document that its stored policy will not list and the pipeline does not list
 * either (for the build's report and the tests): a script there is blocked in the browser.
 */
export function foreignInlineScripts(html) {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter((m) => !DATA_TYPE.test(m[1]) && !appEmittedScript(m[1], m[2]) && !LISTED_BY_THE_PIPELINE.test(m[1]))
    .map((m) => m[0])
}

/** The stored per-page policy: `script-src 'self'` plus the hashes of the page's app-emitted inline scripts. */
export function scriptPolicyFor(html) {
  return ["script-src 'self'", ...inlineScriptHashes(html)].join(' ')
}


/**
 * Rewrites every page `next build` prerendered (page-rewrite.mjs: its inlined CSS once, Next's scripts after
 * its first paint), then writes the script policy into its stored headers:
 * `<page>.html` beside `<page>.meta` (JSON with `headers`, under `<distDir>/server/route-cache` or
 * `server/app`), which Next's file-system cache sends with the page (not with `hashes: false`: the pageHashes deviation
 * off). Returns how many pages were found, how many distinct hashes they list, and the first inline scripts that are
 * not the app's (the build adapter prints them: an app script the recogniser does not know would be blocked).
 */
export async function addPolicyToPrerenderedPages(distDir, { hashes: withHashes = true } = {}) {
  let pages = 0
  const hashes = new Set()
  const foreign = []
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
    pages += 1
    if (!withHashes) continue
    const policy = scriptPolicyFor(html)
    for (const hash of inlineScriptHashes(html)) hashes.add(hash)
    for (const script of foreignInlineScripts(html)) if (foreign.length < 20) foreign.push({ file: path.relative(distDir, file), script: script.slice(0, 120) })
    meta.headers = { ...(meta.headers ?? {}), 'content-security-policy': policy }
    await writeFile(metaFile, JSON.stringify(meta))
  }
  return { pages, hashes: hashes.size, foreign }
}
