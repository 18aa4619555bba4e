/**
 * The inline scripts the app itself writes into its pages, besides Next's: constant texts, built from the same
 * sources here as in the page (no function's compiled text), so their hashes here are the hashes of what the page
 * carries. The pipeline's script-policy stage (pipeline.ts) lists them on every HTML answer; Next's own inline
 * scripts are recognised by their shape (src/lib/http/csp-hashes.mjs) or carry the request's nonce.
 */
import { entryCheckScript } from '@/features/contact/entry-check'
import { latinFaceScript } from '@/features/fonts/latin-face'
import { chunkRecoveryScript } from '@/features/navigation/runtime/chunk-recovery'
import { scriptHashOf } from '@/lib/http/page-script-policy'

/** Pages that render the contact steps' entry check (features/contact/ContactSteps.tsx). */
const CONTACT_PAGE = /^(?:\/[a-z]{2})?\/contact\//

export type AppScripts = { everyPage: string[]; contactPages: string[] }

export function appScriptHashes(): AppScripts {
  const everyPage = [chunkRecoveryScript(), latinFaceScript()].map(scriptHashOf)
  return { everyPage, contactPages: [...everyPage, scriptHashOf(entryCheckScript())] }
}

/** The hashes the page at `path` may carry (the tag manager's is in the site-wide policy, next.config.ts). */
export function appScriptHashesFor(scripts: AppScripts, path: string): string[] {
  return CONTACT_PAGE.test(path) ? scripts.contactPages : scripts.everyPage
}
