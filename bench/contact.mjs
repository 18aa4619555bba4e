// Posts N contact enquiries concurrently to a running server and prints enquiries/s, p50 and p99
// latency, and how many were stored (must equal N).
//
//   SMTP_URL=smtp://127.0.0.1:2526 npx next start -p 3103 &   # PAYLOAD_ADMIN_EMAIL/PASSWORD set, to count what was stored
//   node bench/contact.mjs [--n 200] [--concurrency 20] [--base http://localhost:3103] [--sink 2526]
//
// --sink PORT runs a real SMTP server (smtp-server) on loopback that accepts and discards mail, so
// the outbox delivers as it would in production; it also prints how many mails arrived meanwhile.
//
// Each request poses as a different client (X-Forwarded-For), as real visitors would be, so the
// per-client rate limit does not apply; the minimum fill time is honoured by waiting for the token.
import { parseArgs } from 'node:util'

const { values: args } = parseArgs({
  options: {
    n: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '20' },
    base: { type: 'string', default: process.env.BENCH_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3103}` },
    sink: { type: 'string' },
  },
})

let mailsReceived = 0
let sink
if (args.sink) {
  const { SMTPServer } = await import('smtp-server')
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined)
      stream.on('end', () => {
        mailsReceived++
        callback()
      })
    },
  })
  await new Promise((resolve) => sink.listen(Number(args.sink), '127.0.0.1', resolve))
}
const N = Number(args.n)
const CONCURRENCY = Number(args.concurrency)
const BASE = args.base.replace(/\/$/, '')
const ORIGIN = new URL(BASE).origin
const RUN = `bench${Date.now().toString(36)}`

const { token } = await (await fetch(`${BASE}/api/contact/`)).json()
await new Promise((r) => setTimeout(r, 3200)) // the form's minimum fill time

function body(i) {
  return JSON.stringify({
    locale: i % 2 ? 'en' : 'ja',
    token,
    website: '',
    idempotencyKey: `${RUN}-${String(i).padStart(6, '0')}`,
    values: {
      subject: 'skipCart',
      lastName: 'Bench',
      firstName: `Visitor ${i}`,
      company: `Benchmark Retail ${i}`,
      jobTitle: '',
      email: `bench${i}@example.com`,
      phone: '03-1234-5678',
      message: `Benchmark enquiry ${i}.\nPlease ignore.`,
      privacy: true,
      noSales: true,
    },
  })
}

const latencies = []
let retries = 0
const statuses = new Map()
let next = 0
async function worker() {
  for (;;) {
    const i = next++
    if (i >= N) return
    const started = performance.now()
    let res
    // A reset keep-alive socket loses the request before the server sees it; the idempotency key
    // makes a retry safe (a retried request that did arrive answers with the stored enquiry).
    for (let attempt = 0; attempt < 3; attempt++) {
      res = await fetch(`${BASE}/api/contact/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: body(i),
      }).catch((error) => ({ status: `error ${error.cause?.code ?? error.message}`, text: async () => '' }))
      if (typeof res.status === 'number') break
      retries++
    }
    await res.text()
    latencies.push(performance.now() - started)
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
  }
}

const t0 = performance.now()
await Promise.all(Array.from({ length: Math.min(CONCURRENCY, N) }, worker))
const seconds = (performance.now() - t0) / 1000

latencies.sort((a, b) => a - b)
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]

let stored = 'unknown (set PAYLOAD_ADMIN_EMAIL and PAYLOAD_ADMIN_PASSWORD to count)'
if (process.env.PAYLOAD_ADMIN_EMAIL && process.env.PAYLOAD_ADMIN_PASSWORD) {
  const login = await fetch(`${BASE}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.PAYLOAD_ADMIN_EMAIL, password: process.env.PAYLOAD_ADMIN_PASSWORD }),
  })
  const { token: jwt } = await login.json()
  const q = new URLSearchParams({ 'where[idempotencyKey][like]': RUN, limit: '1', depth: '0' })
  const found = await (await fetch(`${BASE}/api/enquiries/?${q}`, { headers: { Authorization: `JWT ${jwt}` } })).json()
  stored = found.totalDocs
}

console.log(`contact bench: N=${N} concurrency=${CONCURRENCY} base=${BASE}`)
console.log(`statuses: ${[...statuses].map(([s, c]) => `${s}×${c}`).join(' ')} (network retries: ${retries})`)
console.log(`enquiries/s: ${(N / seconds).toFixed(1)}`)
console.log(`latency p50: ${pct(50).toFixed(1)} ms  p99: ${pct(99).toFixed(1)} ms`)
console.log(`stored: ${stored} (expected ${N})`)
if (sink) {
  // Give the outbox a moment to finish the deliveries it started after answering.
  await new Promise((r) => setTimeout(r, 5000))
  console.log(`mails received by the SMTP sink: ${mailsReceived} (2 per enquiry once the outbox has caught up)`)
  await new Promise((resolve) => sink.close(resolve))
}
if (stored !== N && typeof stored === 'number') process.exitCode = 1
