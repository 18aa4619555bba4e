/**
 * Draws the benchmark's sample hero (public/images/samples/hero.jpg, 1920x1080) with sharp: a
 * gradient sky, shapes and film grain, so it compresses like a photograph rather than a flat fill.
 * Run once: node bench/make-sample-hero.mjs (the result is committed).
 */
import { mkdir, stat } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

const W = 1920
const H = 1080
const out = path.resolve(import.meta.dirname, '../public/images/samples/hero.jpg')

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b3d91"/><stop offset="0.6" stop-color="#5aa9e6"/><stop offset="1" stop-color="#f6d8ae"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.75" cy="0.3" r="0.25">
      <stop offset="0" stop-color="#fff6d5"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <rect width="100%" height="100%" fill="url(#sun)"/>
  ${Array.from({ length: 18 }, (_, i) => {
    const x = i * 115 - 40
    const h = 220 + ((i * 97) % 260)
    return `<rect x="${x}" y="${H - h}" width="100" height="${h}" fill="hsl(${200 + i * 4},30%,${18 + (i % 5) * 5}%)"/>`
  }).join('\n  ')}
  <rect x="260" y="640" width="520" height="300" rx="24" fill="#e8452c"/>
  <circle cx="360" cy="960" r="46" fill="#222"/><circle cx="680" cy="960" r="46" fill="#222"/>
</svg>`

// Deterministic grain: a small linear congruential generator instead of Math.random.
const grain = Buffer.alloc(W * H)
let seed = 42
for (let i = 0; i < grain.length; i++) {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff
  grain[i] = 128 + ((seed >> 16) % 40) - 20
}
const noise = await sharp(grain, { raw: { width: W, height: H, channels: 1 } }).png().toBuffer()

await mkdir(path.dirname(out), { recursive: true })
await sharp(Buffer.from(svg))
  .composite([{ input: noise, blend: 'soft-light' }])
  .jpeg({ quality: 85, mozjpeg: true })
  .toFile(out)
const meta = await sharp(out).metadata()
const { size } = await stat(out)
console.log(`${out}: ${meta.width}x${meta.height}, ${Math.round(size / 1024)} KiB`)
