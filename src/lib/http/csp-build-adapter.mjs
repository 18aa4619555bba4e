/**
 * Next build adapter (next.config.ts `adapterPath`): when `next build` has prerendered the pages, writes
 * each page's hash-based script policy into its stored headers (`.next/server/route-cache/**\/*.meta`), so
 * `next start` serves prerendered pages with the hashes of their own inline scripts from the first
 * request on. Next runs `onBuildComplete` inside every `next build` (npm run build, the quick start, the
 * test suite, the cluster script, the Dockerfile) and before it copies the standalone output, so every
 * build path gets the policies; a failure here fails the build.
 */
import { addPolicyToPrerenderedPages } from './csp-hashes.mjs'

const adapter = {
  name: 'kaimono-csp-hashes',
  async onBuildComplete({ distDir }) {
    const { pages, hashes } = await addPolicyToPrerenderedPages(distDir)
    if (pages === 0) throw new Error(`csp-build-adapter: no prerendered page found under ${distDir}/server`)
    process.stdout.write(`csp-build-adapter: script hashes written for ${pages} prerendered pages (${hashes} distinct)\n`)
  },
}

export default adapter
