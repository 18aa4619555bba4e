// Contact endpoint under load, against a running production server. Prints, for one run:
//   - a reference: a static file (/fonts/fonts.css) served by the same server at the same concurrency;
//   - stored enquiries/s with p50/p99 latency, and how many were stored (must equal N: 0 lost);
//   - refusals/s (honeypot, forged token, rate-limited client) with p50/p99;
// each beside the reference as a ratio, so a busy machine shows as a slower reference, not a worse app.
//
//   TRUSTED_PROXIES=loopback SMTP_URL=smtp://127.0.0.1:2526 PAYLOAD_ADMIN_EMAIL=… PAYLOAD_ADMIN_PASSWORD=… \
//     npx next start -p 3400 &
//   PAYLOAD_ADMIN_EMAIL=… PAYLOAD_ADMIN_PASSWORD=… node bench/contact.mjs --base http://localhost:3400 [--n 2000] [--concurrency 20] [--sink 2526]
//
// Rate limit, bypassed legitimately: every client may send 5 enquiries per 10 minutes, counted per
// client address under the server's trust model. The bench poses as a proxy on loopback forwarding
// for N distinct visitors: the server must be started with TRUSTED_PROXIES=loopback (believe
// X-Forwarded-For from 127.0.0.1/::1), and each request carries its own visitor address. Without
// it the server counts the bench as one client and refuses all but 5 (which the bench reports).
// Each enquiry needs its own form token (tokens are single-use); they are fetched first and the
// form's 3 s minimum fill time is waited out once.
//
// --sink PORT runs a real SMTP server (smtp-server) on loopback that accepts and discards mail, so
// the outbox delivers as in production; the bench waits for this run's mails (2 per enquiry: start the
// server with CONTACT_ACK_CEILING_PER_HOUR ≥ N, or pass --expect-mails) and prints when the last one
// arrived, before it measures the refusals alone.
import { parseArgs } from 'node:util'

const { values: args } = parseArgs({
  options: {
    n: { type: 'string', default: '1000' },
    refusals: { type: 'string', default: '4000' },
    concurrency: { type: 'string', default: '20' },
    base: { type: 'string', default: process.env.BENCH_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3400}` },
    sink: { type: 'string' },
    'expect-mails': { type: 'string' },
  },
})

const RUN = `bench${Date.now().toString(36)}`
let mailsReceived = 0
let sink
if (args.sink) {
  const { SMTPServer } = await import('smtp-server')
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Counts only this run's mails (the visitor's address carries the run's id: the acknowledgement is
    // sent to it, the staff notification names it as Reply-To), not retries of an earlier run's.
    onData(stream, session, callback) {
      let ours = session.envelope.rcptTo.some((r) => r.address.startsWith(RUN))
      stream.on('data', (chunk) => {
        if (!ours && chunk.toString('latin1').includes(RUN)) ours = true
      })
      stream.on('end', () => {
        if (ours) mailsReceived++
        callback()
      })
    },
  })
  await new Promise((resolve) => sink.listen(Number(args.sink), '127.0.0.1', resolve))
}

const N = Number(args.n)
const REFUSALS = Number(args.refusals)
const CONCURRENCY = Number(args.concurrency)
const BASE = args.base.replace(/\/$/, '')
const ORIGIN = new URL(BASE).origin

/** Runs `count` requests with CONCURRENCY workers; returns rate, p50, p99 and statuses. */
async function load(count, request) {
  const latencies = []
  const statuses = new Map()
  let next = 0
  let errors = 0
  async function worker() {
    for (;;) {
      const i = next++
      if (i >= count) return
      const started = performance.now()
      let res
      // A reset keep-alive socket loses the request before the server sees it; the idempotency key
      // makes a retry safe (a retried request that did arrive answers with the stored enquiry).
      for (let attempt = 0; attempt < 3; attempt++) {
        res = await request(i).catch((error) => ({ status: `error ${error.cause?.code ?? error.message}`, text: async () => '' }))
        if (typeof res.status === 'number') break
        errors++
      }
      await res.text()
      latencies.push(performance.now() - started)
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    }
  }
  const t0 = performance.now()
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, count) }, worker))
  const seconds = (performance.now() - t0) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]
  return { rate: count / seconds, seconds, p50: pct(50), p99: pct(99), statuses, errors }
}

const visitor = (i) => `198.18.${(i >> 8) & 255}.${i & 255}`
const post = (body, forwardedFor) =>
  fetch(`${BASE}/api/contact/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify(body),
  })

function enquiry(i, token, extra = {}) {
  return {
    locale: i % 2 ? 'en' : 'ja',
    token,
    website: '',
    idempotencyKey: `${RUN}-${String(i).padStart(7, '0')}`,
    values: {
      subject: 'skipCart',
      lastName: 'Bench',
      firstName: `Visitor ${i}`,
      company: `Benchmark Retail ${i}`,
      jobTitle: '',
      email: `${RUN}-${i}@example.com`,
      phone: '03-1234-5678',
      message: `Benchmark enquiry ${i}.\nPlease ignore.`,
      privacy: true,
      noSales: true,
    },
    ...extra,
  }
}

const fmt = (r) => `${r.rate.toFixed(0)}/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  [${[...r.statuses].map(([s, c]) => `${s}×${c}`).join(' ')}]`
const ratio = (r, ref) => `${((100 * r.rate) / ref.rate).toFixed(0)} % of the reference's rate`

// Warm up the routes (first requests compile nothing in production, but open keep-alive sockets).
await load(50, () => fetch(`${BASE}/fonts/fonts.css`))
await load(20, () => fetch(`${BASE}/api/contact/`))

const reference = await load(Math.max(N, 1000), () => fetch(`${BASE}/fonts/fonts.css`))
console.log(`reference  static file      ${fmt(reference)}`)

// Tokens first (single-use, one per enquiry), then the minimum fill time once.
const tokens = []
await load(N + 10, async () => {
  const res = await fetch(`${BASE}/api/contact/`)
  const body = await res.json()
  tokens.push(body.token)
  return { status: res.status, text: async () => '' }
})
await new Promise((r) => setTimeout(r, 3200))

const mailsBefore = mailsReceived
const stored = await load(N, (i) => post(enquiry(i, tokens[i]), `${visitor(i)}`))
const storedEnd = performance.now()
console.log(`stored     enquiries        ${fmt(stored)}  (${ratio(stored, reference)})`)
if (sink) {
  // The outbox sends after answering: wait for every mail (2 per enquiry with the ceiling raised,
  // CONTACT_ACK_CEILING_PER_HOUR ≥ N on the server) before the refusals, so they are measured alone.
  const expected = Number(args['expect-mails'] ?? 2 * N)
  const waitUntil = Date.now() + 180_000
  while (mailsReceived - mailsBefore < expected && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 100))
  const secs = (performance.now() - storedEnd) / 1000
  console.log(
    `mails      delivered        ${mailsReceived - mailsBefore} of ${expected} to the SMTP sink, the last ${secs.toFixed(1)} s after the last enquiry's answer ` +
      `(${((mailsReceived - mailsBefore) / ((performance.now() - storedEnd) / 1000 + stored.seconds)).toFixed(0)} mails/s from the first enquiry)`,
  )
}

// Refusals: each kind costs no database write.
const honeypot = await load(REFUSALS, (i) => post(enquiry(1_000_000 + i, tokens[0], { website: 'https://spam.example' }), visitor(i)))
const forged = await load(REFUSALS, (i) => post(enquiry(2_000_000 + i, `${Date.now() - 60_000}.forged.token`), visitor(i)))
// One client that has used up its 5 enquiries: every further post is refused with 429.
const limited = await load(REFUSALS, (i) => post(enquiry(3_000_000 + i, tokens[N + (i % 10)]), '198.19.0.1'))

let count = 'unknown (set PAYLOAD_ADMIN_EMAIL and PAYLOAD_ADMIN_PASSWORD to count)'
if (process.env.PAYLOAD_ADMIN_EMAIL && process.env.PAYLOAD_ADMIN_PASSWORD) {
  const login = await fetch(`${BASE}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: process.env.PAYLOAD_ADMIN_EMAIL, password: process.env.PAYLOAD_ADMIN_PASSWORD }),
  })
  const { token: jwt } = await login.json()
  const q = new URLSearchParams({ 'where[idempotencyKey][like]': `${RUN}-0`, limit: '1', depth: '0' })
  const found = await (await fetch(`${BASE}/api/enquiries/?${q}`, { headers: { Authorization: `JWT ${jwt}` } })).json()
  count = found.totalDocs
}

console.log(`contact bench: N=${N} refusals=${REFUSALS}×3 concurrency=${CONCURRENCY} base=${BASE}`)
console.log(`refused    honeypot         ${fmt(honeypot)}  (${ratio(honeypot, reference)})`)
console.log(`refused    forged token     ${fmt(forged)}  (${ratio(forged, reference)})`)
console.log(`refused    rate-limited     ${fmt(limited)}  (${ratio(limited, reference)})`)
console.log(`stored in the database: ${count} of ${N} (lost: ${typeof count === 'number' ? N - count : '?'})`)
if (sink) await new Promise((resolve) => sink.close(resolve))
if (typeof count === 'number' && count !== N) process.exitCode = 1
