#!/usr/bin/env node
/**
 * Remakes every screenshot of docs/editors.md (docs/editors/) from the browser tests, e.g. after an upgrade:
 *
 *   npm run build && npm run docs:screenshots
 *
 * Needs a production build and the seeded test database (as for `npx playwright test`; the tests start the server
 * on E2E_PORT, default 3100, or reuse one running there). It checks for a Japanese system font (the admin has none
 * of its own: without one every label is a row of boxes), runs the walks that take the pictures with
 * EDITORS_SCREENSHOTS=1 in the PC project (Japanese browser, 1366×900), then shrinks each PNG to at most 1200 px
 * wide with a palette (sharp). Look at every changed picture before committing it.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

const DIR = path.resolve('docs/editors')
/** The specs whose walks save a picture (grep for editorsShot). */
const SPECS = [
  'editors-guide',
  'editors',
  'company-schedule',
  'editor-aids',
  'company-cms',
  'live-preview',
  'landing-pages',
  'workflow',
].map((name) => `tests/e2e/${name}.spec.ts`)

let fonts = ''
try {
  fonts = execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' })
} catch {
  /* no fontconfig */
}
if (!fonts.trim()) {
  console.error('No Japanese system font: the admin would show boxes. apt-get install -y fonts-noto-cjk')
  process.exit(1)
}

const started = Date.now()
const run = spawnSync('node_modules/.bin/playwright', ['test', ...SPECS, '--project=pc', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, EDITORS_SCREENSHOTS: '1' },
})

let shrunk = 0
for (const file of readdirSync(DIR).filter((name) => name.endsWith('.png'))) {
  const full = path.join(DIR, file)
  if (statSync(full).mtimeMs < started) continue
  const input = readFileSync(full)
  const { width = 0 } = await sharp(input).metadata()
  const output = await sharp(input)
    .resize({ width: Math.min(width, 1200), withoutEnlargement: true })
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
    .toBuffer()
  if (output.length < input.length || width > 1200) writeFileSync(full, output)
  shrunk++
  console.log(`${file}: ${Math.round(input.length / 1024)} KiB -> ${Math.round(Math.min(output.length, input.length) / 1024)} KiB`)
}
console.log(`${shrunk} screenshots remade in docs/editors/`)
if (run.status !== 0) console.error('Some walks failed: their pictures were not remade (see above).')
process.exit(run.status ?? 1)
