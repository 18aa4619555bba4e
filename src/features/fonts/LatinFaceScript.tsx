import { latinFaceScript } from './latin-face'

// Constant text: its hash is in every page's script policy (src/server/app-scripts.ts).
const SCRIPT = latinFaceScript()

/** In <head>, before any style applies: Inter leads the font stack where this browser already has it. */
export function LatinFaceScript() {
  return <script id="latin-face" dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
