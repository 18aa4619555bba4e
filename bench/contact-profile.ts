// In-process profile of the contact handler on a fresh SQLite file (no HTTP, no Next): how long the
// store path and each refusal take on the server alone.
//   PAYLOAD_SECRET=profile-secret-0123456789 npx tsx bench/contact-profile.ts [N] [--after] [--sink]
// --after also runs the after-response work (outbox rows, mail delivery) and reports its CPU per enquiry;
// --sink gives it a real SMTP server on loopback (smtp-server, accepts and discards) so the mails go out
// as in production, and checks that every mail arrived.
import { rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

const N = Number(process.argv[2] ?? 400)
const withAfter = process.argv.includes('--after')
const DB = `./data/contact-profile-${process.pid}.db`
rmSync(DB, { force: true })
let mailsReceived = 0
const sink = process.argv.includes('--sink')
  ? new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume()
        stream.on('end', () => {
          mailsReceived++
          callback()
        })
      },
    })
  : undefined
if (sink) await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', () => resolve()))
const smtpUrl = sink ? `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}` : ''
Object.assign(process.env, { DATABASE_URL: `file:${DB}`, SITE_ORIGIN: 'http://localhost:3000', LOG_LEVEL: 'silent', SMTP_URL: smtpUrl, CONTACT_ACK_CEILING_PER_HOUR: '100000' })
const { getPayload } = await import('payload')
const config = (await import('../src/payload/payload.config')).default
const payload = await getPayload({ config })
const { migrations } = await import('../src/payload/migrations/sqlite')
await payload.db.migrate({ migrations: migrations as never })
const { handleContactPost } = await import('../src/features/contact/server/handle-post')
const { issueFormToken } = await import('../src/features/contact/server/form-token')
const { SOCKET_ADDRESS_HEADER: PEER_ADDRESS_HEADER } = await import('../src/lib/http/client-address')

function request(i: number, extra: Record<string, unknown> = {}) {
  return new Request('http://localhost:3000/api/contact/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', [PEER_ADDRESS_HEADER]: `10.1.${i >> 8}.${i & 255}` },
    body: JSON.stringify({
      locale: 'en',
      token: issueFormToken(Date.now() - 5000),
      idempotencyKey: `profile-${process.pid}-${String(i).padStart(8, '0')}`,
      website: '',
      values: { subject: 'other', lastName: 'P', firstName: `F${i}`, company: 'C', jobTitle: '', email: `p${i}@example.com`, phone: '', message: 'm', privacy: true },
      ...extra,
    }),
  })
}

async function measure(label: string, make: (i: number) => Request, count: number, concurrency = 20) {
  const times: number[] = []
  const pending: Promise<void>[] = []
  let next = 0
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const i = next++
        if (i >= count) return
        const req = make(i)
        const s = performance.now()
        const r = await handleContactPost(req, async () => payload)
        times.push(performance.now() - s)
        if (withAfter && r.afterResponse) pending.push(r.afterResponse())
      }
    }),
  )
  const secs = (performance.now() - t0) / 1000
  times.sort((a, b) => a - b)
  const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)].toFixed(2)
  const cpu = process.cpuUsage(cpu0)
  const cpuMs = (cpu.user + cpu.system) / 1000 / count
  console.log(`${label}: ${(count / secs).toFixed(0)}/s p50 ${p(0.5)} ms p99 ${p(0.99)} ms, CPU ${cpuMs.toFixed(2)} ms per request`)
  if (pending.length) {
    const a0 = process.cpuUsage()
    const t1 = performance.now()
    await Promise.all(pending)
    // Drains that were already running count here too: CPU from the first request to the last mail.
    const all = process.cpuUsage(cpu0)
    const after = process.cpuUsage(a0)
    console.log(
      `  after-response work: finished ${((performance.now() - t1) / 1000).toFixed(1)} s after the last answer; ` +
        `CPU ${((all.user + all.system) / 1000 / count).toFixed(2)} ms per enquiry in all (${((after.user + after.system) / 1000).toFixed(0)} ms after the last answer)` +
        (sink ? `; mails received ${mailsReceived}` : ''),
    )
  }
}

// --cpu-prof FILE: a V8 CPU profile of the stored run (requests and after-response work), for Chrome DevTools.
const profileFile = process.argv.includes('--cpu-prof') ? process.argv[process.argv.indexOf('--cpu-prof') + 1] : undefined
const inspector = profileFile ? new (await import('node:inspector/promises')).Session() : undefined
if (inspector) {
  inspector.connect()
  await inspector.post('Profiler.enable')
  await inspector.post('Profiler.start')
}
await measure('stored', (i) => request(i), N)
if (inspector && profileFile) {
  const { profile } = await inspector.post('Profiler.stop')
  ;(await import('node:fs')).writeFileSync(profileFile, JSON.stringify(profile))
  console.log(`  CPU profile written to ${profileFile}`)
}
await measure('honeypot', (i) => request(100000 + i, { website: 'x' }), N * 5)
await measure('bad token', (i) => request(200000 + i, { token: 'x.y.z' }), N * 5)
await measure('rate-limited', () => request(1), N * 5)
await payload.destroy()
await new Promise<void>((resolve) => (sink ? sink.close(() => resolve()) : resolve()))
for (const s of ['', '-wal', '-shm', '-journal']) rmSync(`${DB}${s}`, { force: true })
process.exit(0)
