import { registerInlineScript } from '@/lib/http/page-script-policy'

import { chunkRecoveryScript } from './chunk-recovery'

// Registered so a page rendered per request may run it under the script policy (its HTML is not hashed).
const SCRIPT = registerInlineScript(chunkRecoveryScript())

/**
 * The chunk-failure recovery as an inline script in <head>: it must be listening before the first
 * chunk is requested, and keep working when the app itself cannot start.
 */
export function ChunkRecoveryScript() {
  return <script id="chunk-recovery" dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
