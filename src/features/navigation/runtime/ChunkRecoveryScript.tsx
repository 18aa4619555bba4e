import { chunkRecoveryScript } from './chunk-recovery'

// Constant text: its hash is in every page's script policy (src/server/app-scripts.ts).
const SCRIPT = chunkRecoveryScript()

/**
 * The chunk-failure recovery as an inline script in <head>: it must be listening before the first
 * chunk is requested, and keep working when the app itself cannot start.
 */
export function ChunkRecoveryScript() {
  return <script id="chunk-recovery" dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
