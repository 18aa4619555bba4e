// Contact endpoint under load, against a running production server. Prints, for one run:
//   - a reference: a static file (/fonts/fonts.css) served by the same server at the same concurrency;
//   - stored enquiries/s with p50/p99 latency, and how many were stored (must equal N: 0 lost);
//   - refusals/s (honeypot, forged token, reused token, rate-limited client, wrong origin, bad body)
//     with p50/p99;
// each beside the reference as a ratio, so a busy machine shows as a slower reference, not a worse app,
// and each with the server's CPU time per request (user + system of the process listening on the port,
// all its threads, from /proc; `--pid` to name it), which the machine's load changes much less. The
// load average is printed at the start and the end. Requests go through one keep-alive node:http agent
// per run (lighter on the client than fetch, so the client is not what is measured).
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
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'

const { values: args } = parseArgs({
  options: {
    n: { type: 'string', default: '1000' },
    refusals: { type: 'string', default: '4000' },
    concurrency: { type: 'string', default: '20' },
    base: { type: 'string', default: process.env.BENCH_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3400}` },
    sink: { type: 'string' },
    'expect-mails': { type: 'string' },
    pid: { type: 'string' },
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
const TARGET = new URL(BASE)
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
const uptime = () => `load average ${loadavg().map((n) => n.toFixed(2)).join(', ')}`
console.log(`start: ${uptime()}`)

/** The server process: --pid, else the process listening on the base URL's port (ss). */
function serverPid() {
  if (args.pid) return Number(args.pid)
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${TARGET.port || 80}`], { encoding: 'utf8' })
    const match = /pid=(\d+)/.exec(out)
    return match ? Number(match[1]) : undefined
  } catch {
    return undefined
  }
}
const PID = serverPid()
/** CPU seconds (user + system, every thread) the server process has used so far. */
function serverCpu() {
  if (!PID) return undefined
  try {
    const fields = readFileSync(`/proc/${PID}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return undefined
  }
}

/** One request over the keep-alive agent; resolves to { status, text() } like fetch. */
function send(method, path, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : Buffer.from(body)
    const req = http.request(
      { host: TARGET.hostname, port: TARGET.port, path, method, agent, headers: data ? { ...headers, 'content-length': data.length } : headers },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({ status: res.statusCode, headers: res.headers, text: async () => text, json: async () => JSON.parse(text) })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(data)
  })
}
const get = (path) => send('GET', path)

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
  const cpu0 = serverCpu()
  const t0 = performance.now()
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, count) }, worker))
  const seconds = (performance.now() - t0) / 1000
  const cpu1 = serverCpu()
  latencies.sort((a, b) => a - b)
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]
  const cpuMs = cpu0 === undefined || cpu1 === undefined ? undefined : ((cpu1 - cpu0) * 1000) / count
  return { rate: count / seconds, seconds, p50: pct(50), p99: pct(99), statuses, errors, cpuMs }
}

const visitor = (i) => `198.18.${(i >> 8) & 255}.${i & 255}`
const post = (body, forwardedFor, { origin = ORIGIN, raw } = {}) =>
  send('POST', '/api/contact/', {
    headers: { 'content-type': 'application/json', origin, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: raw ?? JSON.stringify(body),
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

const fmt = (r) =>
  `${r.rate.toFixed(0)}/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  server CPU ${r.cpuMs === undefined ? '?' : r.cpuMs.toFixed(2)} ms/request  ` +
  `[${[...r.statuses].map(([s, c]) => `${s}×${c}`).join(' ')}]`
const ratio = (r, ref) => `${((100 * r.rate) / ref.rate).toFixed(0)} % of the reference's rate`

// Warm up the routes (first requests compile nothing in production, but open keep-alive sockets).
await load(50, () => get('/fonts/fonts.css'))
await load(20, () => get('/api/contact/'))

const reference = await load(Math.max(N, 1000), () => get('/fonts/fonts.css'))
console.log(`reference  static file      ${fmt(reference)}`)

// Tokens first (single-use, one per enquiry), then the minimum fill time once: N for the enquiries,
// 20 for a warm-up, and one per request of the rate-limited client (an unused token each, so every one
// of its refusals is the rate limit's and not the used-token check's, which comes first).
const WARM = 20
const LIMITED_FROM = N + WARM
const tokens = []
await load(N + WARM + REFUSALS, async () => {
  const res = await get('/api/contact/')
  const body = await res.json()
  tokens.push(body.token)
  return { status: res.status, text: async () => '' }
})
await new Promise((r) => setTimeout(r, 3200))

// Warm-up: the first enquiries after a start wait for Payload to start (until then the front door
// leaves them to Next's route) and for the JIT; printed, not counted. Not this run's address: the sink
// does not count their mails.
const warm = await load(WARM, (i) =>
  post({ ...enquiry(i, tokens[N + i]), idempotencyKey: `${RUN}warm${String(i).padStart(12, '0')}`, values: { ...enquiry(i).values, email: 'warm-up@example.com', company: 'Warm-up' } }, `198.21.0.${i}`),
)
console.log(`warm-up    enquiries        ${fmt(warm)}`)
await new Promise((r) => setTimeout(r, 1500))

const mailsBefore = mailsReceived
const cpuBeforeStored = serverCpu()
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
  const cpuAll = cpuBeforeStored === undefined ? undefined : ((serverCpu() - cpuBeforeStored) * 1000) / N
  console.log(`           server CPU from the first enquiry to the last mail: ${cpuAll === undefined ? '?' : cpuAll.toFixed(2)} ms per enquiry (its 2 mails included)`)
  console.log(
    `mails      delivered        ${mailsReceived - mailsBefore} of ${expected} to the SMTP sink, the last ${secs.toFixed(1)} s after the last enquiry's answer ` +
      `(${((mailsReceived - mailsBefore) / ((performance.now() - storedEnd) / 1000 + stored.seconds)).toFixed(0)} mails/s from the first enquiry)`,
  )
}

// Refusals: each kind costs no database write.
const honeypot = await load(REFUSALS, (i) => post(enquiry(1_000_000 + i, tokens[0], { website: 'https://spam.example' }), visitor(i)))
const forged = await load(REFUSALS, (i) => post(enquiry(2_000_000 + i, `${Date.now() - 60_000}.forged.token`), visitor(i)))
// One client that has used up its 5 enquiries: every further post is refused with 429.
const limited = await load(REFUSALS, (i) => post(enquiry(3_000_000 + i, tokens[LIMITED_FROM + i]), '198.19.0.1'))
// A token that already carried enquiry 0, with a new enquiry from a new visitor: 409.
const reused = await load(REFUSALS, (i) => post(enquiry(4_000_000 + i, tokens[0]), `198.20.${(i >> 8) & 255}.${i & 255}`))
const foreign = await load(REFUSALS, (i) => post(enquiry(5_000_000 + i, tokens[1]), visitor(i), { origin: 'https://evil.example' }))
const badBody = await load(REFUSALS, (i) => post(undefined, visitor(i), { raw: `{"locale":"en","values":{"subject":"skipCart"` }))

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
console.log(`refused    reused token     ${fmt(reused)}  (${ratio(reused, reference)})`)
console.log(`refused    wrong origin     ${fmt(foreign)}  (${ratio(foreign, reference)})`)
console.log(`refused    bad body         ${fmt(badBody)}  (${ratio(badBody, reference)})`)
console.log(`server pid ${PID ?? 'unknown (pass --pid)'}; end: ${uptime()}`)
console.log(`stored in the database: ${count} of ${N} (lost: ${typeof count === 'number' ? N - count : '?'})`)
agent.destroy()
if (sink) await new Promise((resolve) => sink.close(resolve))
if (typeof count === 'number' && count !== N) process.exitCode = 1
