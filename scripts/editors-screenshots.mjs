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
 * wide with a palette, cutting off empty white borders (sharp). Look at every changed picture before committing it.
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
/** The walks in them that take a picture (the others are left out: the full specs take an hour on a loaded machine). */
const WALKS = [
  'editors-guide',
  'shows collection and field labels',
  'an admin adds a redirect from an old path',
  'scheduled in the admin for the same minute',
  'the English form shows the Japanese text',
  'the SEO share image chosen in Japanese',
  'an editor links text to a page of the site',
  'a picture left over by a deleted article',
  'an editor adds an office in Japanese and English',
  'the live preview shows a leader',
  'news: the title and the rich-text body',
  'a global on the English form',
  'office: the preview shows the card and the map',
  'an editor builds a page from blocks',
  'refuses an editor’s direct publish', // creates the article of the next walk
  'submission waits for approval',
]
const grep = WALKS.map((walk) => walk.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')

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

// The admin writes the address of every picture from SITE_ORIGIN: the server must be at the address the browser
// uses, or the pictures in the admin are blocked (the suite's own server says http://localhost:3000). A server
// already listening on the port is reused as it is: start it with the same SITE_ORIGIN.
const port = process.env.E2E_PORT ?? '3100'
const origin = `http://localhost:${port}`
const shrinkOnly = process.argv.includes('--shrink-only')
if (!shrinkOnly && process.env.SITE_ORIGIN && process.env.SITE_ORIGIN !== origin) console.log(`SITE_ORIGIN ${process.env.SITE_ORIGIN} -> ${origin} for these walks`)
const started = Date.now()
// `--shrink-only`: no walks, every picture shrunk again (after taking some by hand with EDITORS_SCREENSHOTS=1).
const run = shrinkOnly
  ? { status: 0 }
  : spawnSync('node_modules/.bin/playwright', ['test', ...SPECS, '--project=pc', '--grep', grep, ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, EDITORS_SCREENSHOTS: '1', SITE_ORIGIN: origin },
    })

let shrunk = 0
for (const file of readdirSync(DIR).filter((name) => name.endsWith('.png'))) {
  const full = path.join(DIR, file)
  if (statSync(full).mtimeMs < started && !shrinkOnly) continue
  const input = readFileSync(full)
  const { width = 0 } = await sharp(input).metadata()
  // The empty white around a short list or a drawer is cut off (a margin is kept), then the width capped.
  const trimmed = await sharp(input).trim({ background: '#ffffff', threshold: 8 }).extend({ top: 12, bottom: 12, left: 12, right: 12, background: '#ffffff' }).png().toBuffer()
  const output = await sharp(trimmed)
    .resize({ width: Math.min(width, 1200), withoutEnlargement: true })
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
    .toBuffer()
  if (output.length < input.length || width > 1200) writeFileSync(full, output)
  shrunk++
  console.log(`${file}: ${Math.round(input.length / 1024)} KiB -> ${Math.round(Math.min(output.length, input.length) / 1024)} KiB`)
}
console.log(`${shrunk} screenshots ${shrinkOnly ? 'shrunk' : 'remade'} in docs/editors/`)
if (run.status !== 0) console.error('Some walks failed: their pictures were not remade (see above).')
process.exit(run.status ?? 1)
