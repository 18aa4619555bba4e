#!/usr/bin/env node
// Memory with the deviations on beside plain mode (FRAMEWORK_PLAIN=1), in one run on one build: two servers
// (server.mjs) side by side, the same load of ten cached pages on both at once (autocannon, Brotli accepted as a
// browser does), then RSS and V8's heap of each: at start, after the load, and after a minute idle. With --heap,
// a heap snapshot of each after the load (SIGUSR2, Node's --heapsnapshot-signal) and the constructors that hold
// most of it, so the difference shows where it goes. Figures only; it never fails on a number.
//
//   node bench/memory.mjs [--seconds 180] [--connections 10] [--idle 60] [--heap] [--port 3805]
//
// Against a production build (`node scripts/build-checked.mjs`), with the test settings (/tmp/testenv.sh or
// scripts/lib.mjs TEST_ENVIRONMENT). Ports: --port (deviations on) and the next one (plain).
import { spawn } from 'node:child_process'
import { createReadStream, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { TEST_ENVIRONMENT } from '../scripts/lib.mjs'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '180' },
    connections: { type: 'string', default: '10' },
    idle: { type: 'string', default: '60' },
    port: { type: 'string', default: '3805' },
    heap: { type: 'boolean', default: false },
  },
})
const ROOT = path.resolve(import.meta.dirname, '..')
const PAGES = ['/', '/en/', '/company/', '/en/company/', '/news/', '/en/news/', '/solution/', '/en/recruit/', '/contact/', '/en/Privacy/']
const snapshots = path.join(ROOT, '.cache', 'bench-memory')

function startServer(port, env) {
  const child = spawn(process.execPath, ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshots}`, path.join(ROOT, 'server.mjs'), '-p', String(port)], {
    cwd: ROOT,
    env: { ...process.env, ...TEST_ENVIRONMENT, ...env, ALLOWED_ORIGINS: `http://localhost:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return child
}

async function ready(base) {
  for (let i = 0; i < 240; i++) {
    const answer = await fetch(`${base}/healthz`).catch(() => undefined)
    if (answer?.ok) return
    await sleep(500)
  }
  throw new Error(`${base} did not start`)
}

/** RSS (MB) from /proc (V8's heap is in the snapshot, --heap). */
function rss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024)
}

const load = (url) =>
  new Promise((resolve, reject) => {
    autocannon(
      { url, connections: Number(values.connections), duration: Number(values.seconds), headers: { 'accept-encoding': 'gzip, deflate, br' }, requests: PAGES.map((p) => ({ path: p })) },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })

/** The constructors holding most of a snapshot's self size (MB), and the snapshot's total. */
async function heapSummary(file) {
  const chunks = []
  for await (const chunk of createReadStream(file)) chunks.push(chunk)
  const snapshot = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  const fields = snapshot.snapshot.meta.node_fields
  const types = snapshot.snapshot.meta.node_types[0]
  const width = fields.length
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f))
  const by = new Map()
  let total = 0
  const nodes = snapshot.nodes
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + typeAt]]
    const size = nodes[i + sizeAt]
    total += size
    const name = type === 'object' || type === 'closure' || type === 'native' ? snapshot.strings[nodes[i + nameAt]] : `(${type})`
    by.set(name, (by.get(name) ?? 0) + size)
  }
  const top = [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)
  return { total: total / 1024 / 1024, top: top.map(([name, size]) => [name.slice(0, 40), size / 1024 / 1024]) }
}

async function takeSnapshot(child) {
  const before = new Set(readdirSync(snapshots))
  child.kill('SIGUSR2')
  for (let i = 0; i < 600; i++) {
    await sleep(500)
    const made = readdirSync(snapshots).find((name) => name.endsWith('.heapsnapshot') && !before.has(name))
    if (made) {
      // Written when its size stops growing.
      const file = path.join(snapshots, made)
      let last = -1
      for (;;) {
        const size = statSync(file).size
        if (size === last && size > 0) return file
        last = size
        await sleep(1000)
      }
    }
  }
  throw new Error('no heap snapshot')
}

rmSync(snapshots, { recursive: true, force: true })
mkdirSync(snapshots, { recursive: true })
const onPort = Number(values.port)
const servers = [
  { label: 'deviations on', port: onPort, child: startServer(onPort, {}) },
  { label: 'plain (FRAMEWORK_PLAIN=1)', port: onPort + 1, child: startServer(onPort + 1, { FRAMEWORK_PLAIN: '1' }) },
]
const loadText = () => `load average ${loadavg().map((n) => n.toFixed(2)).join(', ')}`
try {
  await Promise.all(servers.map(({ port }) => ready(`http://localhost:${port}`)))
  for (const s of servers) {
    for (const page of PAGES) await (await fetch(`http://localhost:${s.port}${page}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } })).arrayBuffer()
    s.start = rss(s.child.pid)
  }
  console.log(`${PAGES.length} pages, ${values.connections} connections each, ${values.seconds} s, both servers at once; ${loadText()}`)
  const results = await Promise.all(servers.map(({ port }) => load(`http://localhost:${port}`)))
  for (const [i, s] of servers.entries()) {
    s.loaded = rss(s.child.pid)
    s.rps = results[i].requests.average
    s.errors = results[i].non2xx + results[i].errors
  }
  if (values.heap) for (const s of servers) s.heap = await heapSummary(await takeSnapshot(s.child))
  await sleep(Number(values.idle) * 1000)
  for (const s of servers) s.idle = rss(s.child.pid)
  console.log(`\n${'server'.padEnd(28)} ${'RSS start'.padStart(10)} ${'after load'.padStart(11)} ${`+${values.idle} s idle`.padStart(12)} ${'req/s'.padStart(7)} ${'errors'.padStart(7)}${values.heap ? ' heap (snapshot)' : ''}`)
  for (const s of servers) {
    console.log(`${s.label.padEnd(28)} ${`${s.start} MB`.padStart(10)} ${`${s.loaded} MB`.padStart(11)} ${`${s.idle} MB`.padStart(12)} ${s.rps.toFixed(0).padStart(7)} ${String(s.errors).padStart(7)}${s.heap ? ` ${s.heap.total.toFixed(0)} MB` : ''}`)
  }
  const [on, plain] = servers
  console.log(`\non / plain: RSS after load ${(on.loaded / plain.loaded).toFixed(2)}×, after idle ${(on.idle / plain.idle).toFixed(2)}×`)
  if (values.heap) {
    for (const s of servers) {
      console.log(`\nheap of ${s.label} (self size by constructor, MB):`)
      for (const [name, size] of s.heap.top) console.log(`  ${size.toFixed(1).padStart(7)}  ${name}`)
    }
  }
  console.log(`\n${loadText()}`)
} finally {
  for (const { child } of servers) child.kill('SIGTERM')
}
