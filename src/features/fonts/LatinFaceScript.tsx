import { registerInlineScript } from '@/lib/http/page-script-policy'

import { latinFaceScript } from './latin-face'

// Registered so a page rendered per request may run it under the script policy (its HTML is not hashed).
const SCRIPT = registerInlineScript(latinFaceScript())

/** In <head>, before any style applies: Inter leads the font stack where this browser already has it. */
export function LatinFaceScript() {
  return <script id="latin-face" dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
