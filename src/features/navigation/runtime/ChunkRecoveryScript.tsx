import { chunkRecoveryScript } from './chunk-recovery'

const SCRIPT = chunkRecoveryScript()

/**
 * The chunk-failure recovery as an inline script in <head>: it must be listening before the first
 * chunk is requested, and keep working when the app itself cannot start.
 */
export function ChunkRecoveryScript() {
  return <script id="chunk-recovery" dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
