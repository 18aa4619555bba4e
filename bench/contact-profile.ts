// In-process profile of the contact handler on a fresh SQLite file (no HTTP, no Next): how long the
// store path and each refusal take on the server alone.
//   PAYLOAD_SECRET=profile-secret-0123456789 npx tsx bench/contact-profile.ts [N] [--after]
import { rmSync } from 'node:fs'

const N = Number(process.argv[2] ?? 400)
const withAfter = process.argv.includes('--after')
const DB = `./data/contact-profile-${process.pid}.db`
rmSync(DB, { force: true })
Object.assign(process.env, { DATABASE_URL: `file:${DB}`, SITE_ORIGIN: 'http://localhost:3000', LOG_LEVEL: 'silent', SMTP_URL: '' })
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
  await Promise.all(pending)
}

await measure('stored', (i) => request(i), N)
await measure('honeypot', (i) => request(100000 + i, { website: 'x' }), N * 5)
await measure('bad token', (i) => request(200000 + i, { token: 'x.y.z' }), N * 5)
await measure('rate-limited', () => request(1), N * 5)
await payload.destroy()
for (const s of ['', '-wal', '-shm', '-journal']) rmSync(`${DB}${s}`, { force: true })
