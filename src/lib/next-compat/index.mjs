/**
 * The only runtime imports from Next's internals (`next/dist/…`) in src and deploy. Each export is a deviation's
 * dependency on something Next does not document; each has a contract test against the installed Next and its real
 * build output (next-compat.test.ts), which the upgrade drill (scripts/upgrade-drill.mjs) runs against a new Next
 * before anything else. When a test here fails after an upgrade, switch off the deviations that use the export
 * (docs/deviations.md lists them) and ship.
 *
 * Plain JavaScript: the cache handlers load it outside Next's bundles, and the server entry loads it too.
 */
import etagModule from 'next/dist/server/lib/etag.js'
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import releaseModule from 'next/dist/server/lib/release-compression-stream.js'
import routerStateModule from 'next/dist/server/app-render/parse-and-validate-flight-router-state.js'

/**
 * Next's file-system incremental cache (the default `cacheHandler`), which the page-policy cache handler extends
 * (src/lib/http/csp-cache-handler.mjs). Used by: pageHashes, scriptsAfterPaint, compression (copies made on store).
 */
export const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule

/**
 * Next's ETag of a body (`"<fnv1a52 hash base36><length base36>"`), the key under which a page's Brotli copy is kept
 * before Next sends it (src/lib/http/brotli-copies.mjs). Used by: compression.
 * @type {(payload: string, weak?: boolean) => string}
 */
export const generateETag = etagModule.generateETag

/**
 * Destroys the compression middleware's zlib stream of an answer whose client left, as Next does for its own
 * compression (src/lib/http/compress-answers.ts). Used by: compression.
 * @type {(res: import('node:http').ServerResponse) => void}
 */
export const releaseCompressionStream = releaseModule.releaseCompressionStream

/**
 * Next's own parser of the `Next-Router-State-Tree` request header: throws where a dynamic page would answer 500
 * (src/lib/http/front-door.ts). Used by: refusals.
 * @type {(state: string | string[] | undefined) => unknown}
 */
export const parseAndValidateFlightRouterState = routerStateModule.parseAndValidateFlightRouterState
