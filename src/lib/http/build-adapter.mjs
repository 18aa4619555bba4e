/**
 * Next build adapter (next.config.ts `adapterPath`). When `next build` has prerendered the pages, it
 * - writes each page's hash-based script policy into its stored headers (`.next/server/route-cache/**\/*.meta`),
 *   so `next start` serves prerendered pages with the hashes of their own inline scripts from the first
 *   request on (csp-hashes.mjs);
 * - puts V8's compile hint at the top of the chunks a site page loads at once, so the browser compiles them
 *   while they download rather than on the page's main thread (compile-hints.mjs).
 * Next runs `onBuildComplete` inside every `next build` (npm run build, the quick start, the test suite, the
 * cluster script, the Dockerfile) and before it copies the standalone output, so every build path gets both;
 * a failure here fails the build.
 */
import { addCompileHints } from './compile-hints.mjs'
import { deviationOn } from '../deviations.mjs'
import { addPolicyToPrerenderedPages } from './csp-hashes.mjs'

const adapter = {
  name: 'kaimono-build',
  async onBuildComplete({ distDir }) {
    const withHashes = deviationOn('pageHashes')
    const { pages, hashes, foreign } = await addPolicyToPrerenderedPages(distDir, { hashes: withHashes })
    if (pages === 0) throw new Error(`build-adapter: no prerendered page found under ${distDir}/server`)
    if (withHashes) process.stdout.write(`build-adapter: script hashes written for ${pages} prerendered pages (${hashes} distinct)\n`)
    else process.stdout.write(`build-adapter: per-page script hashes off (DEVIATION_PAGE_HASHES=0 or FRAMEWORK_PLAIN=1), ${pages} pages\n`)
    for (const { file, script } of foreign) process.stdout.write(`build-adapter: an inline script not recognised as the app's (blocked by the policy) in ${file}: ${script}\n`)
    if (!deviationOn('compileHints')) {
      process.stdout.write('build-adapter: compile hints off (DEVIATION_COMPILE_HINTS=0 or FRAMEWORK_PLAIN=1)\n')
      return
    }
    const { chunks, written } = await addCompileHints(distDir)
    process.stdout.write(`build-adapter: compile hint on the ${chunks} chunks a site page loads at once (${written} written)\n`)
  },
}

export default adapter
