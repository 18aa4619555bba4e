/**
 * The switches of the site's deviations from Next.js, React and Payload as they ship (docs/deviations.md, the
 * register: what each one is for, what it relies on, its contract test, when to delete it).
 *
 * One environment variable per deviation, `DEVIATION_<NAME>=0` turning it off (any other value, or none, leaves it
 * on), and `FRAMEWORK_PLAIN=1` turning them all off: the site is then Next, Payload and nginx as they ship, with the
 * documented weaker script policy (`script-src 'self' 'unsafe-inline'`). Read at start-up by the server entry
 * (server.mjs, src/server/pipeline.ts), by next.config.ts, and at build time by the build adapter and the cache
 * handlers, which Next loads outside its bundles: that is why this is plain JavaScript and reads process.env itself
 * (the one other module that does, beside src/lib/env.ts). A build-time deviation (scriptsAfterPaint, pageHashes,
 * compileHints) is decided when the page is written: switch it off for `next build` too to get a plain build.
 */

/** Every deviation: its name here → its environment variable. Keep in the order of docs/deviations.md. */
export const DEVIATIONS = /** @type {const} */ ({
  refusals: 'DEVIATION_REFUSALS',
  compression: 'DEVIATION_COMPRESSION',
  pageData: 'DEVIATION_PAGE_DATA',
  scriptPolicy: 'DEVIATION_SCRIPT_POLICY',
  notFoundDocument: 'DEVIATION_NOT_FOUND_DOCUMENT',
  scriptsAfterPaint: 'DEVIATION_SCRIPTS_AFTER_PAINT',
  pageHashes: 'DEVIATION_PAGE_HASHES',
  compileHints: 'DEVIATION_COMPILE_HINTS',
  adminThemeHints: 'DEVIATION_ADMIN_THEME_HINTS',
  keepLockOnAutosave: 'DEVIATION_KEEP_LOCK_ON_AUTOSAVE',
})

/** @typedef {keyof typeof DEVIATIONS} Deviation */

/** True when FRAMEWORK_PLAIN=1 (or `true`): every deviation off. @param {NodeJS.ProcessEnv} [source] */
export function frameworkPlain(source = process.env) {
  return /^(?:1|true|yes)$/i.test(source.FRAMEWORK_PLAIN ?? '')
}

/**
 * True when EDGE=nginx: the app runs behind nginx (deploy/nginx/site.conf.template), which compresses for the client
 * and keeps the shared cache. Then the app's own compression is off (nginx asks it for identity anyway, so the
 * Brotli stage would only cost time), Next's too, and the pipeline's edge stage marks re-renderable pages for
 * revalidation at nginx on every request (src/lib/http/edge-revalidation.ts). Unset: the single-process default.
 * @param {NodeJS.ProcessEnv} [source]
 */
export function behindEdge(source = process.env) {
  return /^nginx$/i.test((source.EDGE ?? '').trim())
}

/**
 * True when the pipeline's edge stage marks pages for revalidation at nginx on every request: behind nginx
 * (EDGE=nginx) without purge endpoints. With EDGE_PURGE_URLS a publish purges nginx's copies instead
 * (src/lib/http/edge-purge.mjs) and nginx keeps a page for its s-maxage. @param {NodeJS.ProcessEnv} [source]
 */
export function edgeRevalidates(source = process.env) {
  return behindEdge(source) && !(source.EDGE_PURGE_URLS ?? '').trim()
}

/**
 * EDGE_FRESH_SECONDS (behind nginx): how long nginx may answer a re-renderable page from its copy without asking an
 * instance. 0 (the default): it asks on every request, so a publish shows through nginx as soon as on the instances,
 * and nginx's page throughput is the instances' (304s). N: nginx answers from its copy (a file's throughput) for
 * N to N + 1 s after it fetched it, so a publish can take that much longer to show. @param {NodeJS.ProcessEnv} [source]
 */
export function edgeFreshSeconds(source = process.env) {
  const value = Number((source.EDGE_FRESH_SECONDS ?? '').trim() || 0)
  return Number.isInteger(value) && value >= 0 && value <= 3600 ? value : 0
}

/**
 * Whether one deviation is on: unless FRAMEWORK_PLAIN is set or its own variable is `0` (or `false`, `off`).
 * Compression is also off behind the edge (EDGE=nginx), where nginx compresses.
 * @param {Deviation} name @param {NodeJS.ProcessEnv} [source]
 */
export function deviationOn(name, source = process.env) {
  if (!(name in DEVIATIONS)) throw new Error(`unknown deviation: ${name}`)
  if (frameworkPlain(source)) return false
  if (name === 'compression' && behindEdge(source)) return false
  return !/^(?:0|false|off|no)$/i.test(source[DEVIATIONS[name]] ?? '')
}

/** Every deviation and whether it is on, for the start-up log line. @param {NodeJS.ProcessEnv} [source] */
export function deviationStates(source = process.env) {
  return Object.fromEntries(Object.keys(DEVIATIONS).map((name) => [name, deviationOn(/** @type {Deviation} */ (name), source)]))
}
