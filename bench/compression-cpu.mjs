#!/usr/bin/env node
// CPU of compressing the site's real answers, in this one process, the same run: gzip 6 (what Next's own compression
// sends) beside streamed Brotli 4 with Brotli's default 4 MB window and with the 256 KB window the pipeline uses
// (src/lib/http/compress-answers.ts). Fetches each path once as identity, then compresses it 300 times per variant.
// Figures only.
//
//   BENCH_URL=http://localhost:3000 node bench/compression-cpu.mjs [/news/feed/ /sitemap.xml /en/company/ …]
import zlib from 'node:zlib'

const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/news/feed/', '/sitemap.xml', '/en/company/']
const C = zlib.constants
const variants = {
  'gzip 6 (Next)': () => zlib.createGzip(),
  'Brotli 4, 4 MB window': () => zlib.createBrotliCompress({ params: { [C.BROTLI_PARAM_QUALITY]: 4 } }),
  'Brotli 4, 256 KB window (now)': () => zlib.createBrotliCompress({ params: { [C.BROTLI_PARAM_QUALITY]: 4, [C.BROTLI_PARAM_LGWIN]: 18 } }),
}
const once = (make, body) =>
  new Promise((resolve) => {
    const stream = make()
    let size = 0
    stream.on('data', (chunk) => (size += chunk.length))
    stream.on('end', () => resolve(size))
    stream.end(body)
  })

for (const path of paths) {
  const body = Buffer.from(await (await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
  const rows = []
  for (const [name, make] of Object.entries(variants)) {
    for (let i = 0; i < 20; i++) await once(make, body)
    const start = process.cpuUsage()
    let size = 0
    for (let i = 0; i < 300; i++) size = await once(make, body)
    const used = process.cpuUsage(start)
    rows.push([name, (used.user + used.system) / 300 / 1000, size])
  }
  console.log(`${path} (${body.length} bytes)`)
  for (const [name, ms, size] of rows) console.log(`  ${name.padEnd(32)} ${ms.toFixed(3)} ms CPU each (${(ms / rows[0][1]).toFixed(2)}× gzip)  ${size} bytes`)
}
