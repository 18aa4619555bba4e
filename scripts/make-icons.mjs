// Renders the brand (src/lib/brand.ts: the mark and the two wordmarks) into the files that need it as files:
// public/icon.svg (the JSON-LD logo), public/brand/lockup-{ja,en}.svg and their white-on-blue versions,
// public/favicon.ico (16, 32 and 48 px PNG frames), public/apple-touch-icon.png (180 px, opaque, as iOS wants)
// and the default share image public/images/og-default.png (1200x630). Run after changing the brand:
// `npx tsx scripts/make-icons.mjs` (a unit test, src/lib/brand.test.ts, keeps the SVG files equal to the source).
import { mkdirSync, writeFileSync } from 'node:fs'

import sharp from 'sharp'

import { BRAND_COLORS, BRAND_MARK_BODY, BRAND_MARK_SVG, lockupSvg, wordmark, wordmarkShapes } from '../src/lib/brand.ts'

const svg = Buffer.from(BRAND_MARK_SVG)
const png = (size, opts = {}) => sharp(svg, { density: 72 * (size / 64) * 4 }).resize(size, size).flatten(opts.flatten ? { background: BRAND_COLORS.brand } : false).png().toBuffer()

writeFileSync('public/icon.svg', BRAND_MARK_SVG + '\n')
mkdirSync('public/brand', { recursive: true })
for (const lockup of ['ja', 'en']) {
  writeFileSync(`public/brand/lockup-${lockup}.svg`, lockupSvg(lockup) + '\n')
  writeFileSync(`public/brand/lockup-${lockup}-white.svg`, lockupSvg(lockup, { ink: '#ffffff', accent: BRAND_COLORS.spark }) + '\n')
}

const sizes = [16, 32, 48]
const frames = await Promise.all(sizes.map((s) => png(s)))
// ICO: a 6-byte header, one 16-byte entry per frame, then the PNG data of each frame.
const header = Buffer.alloc(6)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(frames.length, 4)
let offset = 6 + 16 * frames.length
const entries = frames.map((data, i) => {
  const e = Buffer.alloc(16)
  e.writeUInt8(sizes[i], 0)
  e.writeUInt8(sizes[i], 1)
  e.writeUInt8(0, 2)
  e.writeUInt8(0, 3)
  e.writeUInt16LE(1, 4)
  e.writeUInt16LE(32, 6)
  e.writeUInt32LE(data.length, 8)
  e.writeUInt32LE(offset, 12)
  offset += data.length
  return e
})
writeFileSync('public/favicon.ico', Buffer.concat([header, ...entries, ...frames]))
writeFileSync('public/apple-touch-icon.png', await png(180, { flatten: true }))

// The share image: the mark large, the English wordmark beside it and the Japanese one under it, white on blue
// (one image serves both languages).
const en = wordmark('en')
const ja = wordmark('ja')
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND_COLORS.brand}"/><stop offset="1" stop-color="#073f78"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  ${Array.from({ length: 10 }, (_, i) => `<circle cx="${100 + i * 120}" cy="${(i % 2) * 630}" r="${60 + i * 8}" fill="#fff" opacity="0.05"/>`).join('')}
  <g transform="translate(120 195) scale(3.75)"><rect x="-3" y="-3" width="70" height="70" rx="17" fill="#fff" opacity="0.18"/>${BRAND_MARK_BODY}</g>
  <g transform="translate(420 215) scale(${(640 / en.width).toFixed(3)})">${wordmarkShapes('en', '#ffffff', BRAND_COLORS.spark)}</g>
  <g transform="translate(424 345) scale(${(380 / ja.width).toFixed(3)})">${wordmarkShapes('ja', '#ffffff', BRAND_COLORS.spark)}</g>
</svg>`
await sharp(Buffer.from(og)).resize(1200, 630).png({ compressionLevel: 9 }).toFile('public/images/og-default.png')
console.log('wrote public/icon.svg, public/brand/*.svg, public/favicon.ico, public/apple-touch-icon.png and public/images/og-default.png')
