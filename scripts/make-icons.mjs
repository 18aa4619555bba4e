// Renders the site icon (public/icon.svg, the same picture as src/lib/site-icon.ts) as public/favicon.ico (16, 32 and 48 px PNG frames) and
// public/apple-touch-icon.png (180 px, opaque, as iOS wants). Run after changing the icon:
// `node scripts/make-icons.mjs`.
import { readFileSync, writeFileSync } from 'node:fs'

import sharp from 'sharp'

const svg = readFileSync('public/icon.svg')
const png = (size, opts = {}) => sharp(svg, { density: 72 * (size / 64) * 4 }).resize(size, size).flatten(opts.flatten ? { background: '#0b5cab' } : false).png().toBuffer()

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
console.log('wrote public/favicon.ico and public/apple-touch-icon.png')
