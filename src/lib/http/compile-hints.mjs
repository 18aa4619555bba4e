/**
 * V8's explicit compile hint on the scripts a site page runs when it loads (issue 14 goal 1; docs/decisions.md P9).
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called. Next's runtime start calls
 * most functions of its chunks at once (React, the router, each module's factory), so a page's load had one
 * 40 ms task, mostly compiling, on its main thread. A script that begins with the magic comment
 * `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly instead, on the background thread that
 * streams it while it downloads (Chrome 136 and later; other browsers ignore the comment).
 *
 * Only the chunks a site page loads at once get it: Next's runtime (`rootMainFiles` in the build manifest) and
 * the entry chunks of every site layout and page (`entryJSFiles` of their client reference manifests). Chunks
 * loaded later (`import()`: the navigation runtime, the form's checks, the user-agent parser) and the admin's
 * own chunks keep V8's lazy compiling, so nothing is compiled for a page that may never call it.
 *
 * The build adapter (build-adapter.mjs) runs this once `next build` is done. The chunk names are not
 * changed: the hint is part of the build's output, as a file's bytes are, and every build writes it the same.
 * (Next's `experimental.sri` would hash the chunks before the hint; it is not used.)
 * Plain JavaScript: Next loads the adapter at build time, outside its bundles.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import vm from 'node:vm'

import { filesUnder } from './build-files.mjs'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The route group whose pages are the public site (the admin is `(payload)`). */
const SITE_ROUTES = path.join('server', 'app', '(site)')


/**
 * The entry chunks one client reference manifest lists. The manifest is a script that assigns
 * `globalThis.__RSC_MANIFEST[route]`; it is run in an empty context of its own.
 * @param {string} file
 * @returns {Promise<string[]>}
 */
async function entryChunksOf(file) {
  const context = vm.createContext({})
  vm.runInContext(await readFile(file, 'utf8'), context, { filename: file })
  const manifests = /** @type {Record<string, { entryJSFiles?: Record<string, string[]> }>} */ (context.__RSC_MANIFEST ?? {})
  return Object.values(manifests).flatMap((manifest) => Object.values(manifest.entryJSFiles ?? {}).flat())
}

/**
 * The chunks (paths relative to `distDir`, as `static/chunks/….js`) that a site page loads at once.
 * @param {string} distDir
 * @returns {Promise<string[]>}
 */
export async function siteStartupChunks(distDir) {
  const buildManifest = JSON.parse(await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const runtime = /** @type {string[]} */ (buildManifest.rootMainFiles ?? [])
  const entries = new Set()
  const manifests = await filesUnder(path.join(distDir, SITE_ROUTES), '_client-reference-manifest.js')
  for (const file of manifests) for (const chunk of await entryChunksOf(file)) entries.add(chunk)
  // A build whose manifests moved or changed shape would otherwise get no hint, silently.
  if (manifests.length === 0) throw new Error(`compile-hints: no client reference manifest under ${path.join(distDir, SITE_ROUTES)}`)
  if (runtime.length === 0 || entries.size === 0) throw new Error(`compile-hints: no runtime chunk or no entry chunk found in ${distDir}'s manifests`)
  return [...new Set([...runtime, ...entries])].filter((chunk) => chunk.endsWith('.js'))
}

/**
 * Puts the compile hint at the top of every chunk a site page loads at once; a chunk that has it already is
 * left as it is, so a second run changes nothing. Returns how many chunks have the hint and how many it wrote.
 * @param {string} distDir
 */
export async function addCompileHints(distDir) {
  const chunks = await siteStartupChunks(distDir)
  let written = 0
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk)
    const text = await readFile(file, 'utf8')
    if (text.startsWith(COMPILE_HINT)) continue
    await writeFile(file, COMPILE_HINT + text)
    written++
  }
  return { chunks: chunks.length, written }
}
