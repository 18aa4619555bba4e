// Health and readiness under load, against a running production server (issue 41 §1: cheap enough for three
// balancers polling every second). For each of /healthz, /readyz and a static file served by the same server
// (/fonts/fonts.css, the reference: a busy machine shows as a slower reference, not a worse probe), prints
// requests/s and p50/p99 latency at one concurrency, each beside the reference as a ratio.
//
//   npx next start -p 3400 &
//   node bench/health.mjs --base http://localhost:3400 [--seconds 10] [--concurrency 10]
import autocannon from 'autocannon'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: process.env.BENCH_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3400}` },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '10' },
  },
})

const targets = [
  ['static reference', '/fonts/fonts.css'],
  ['/healthz', '/healthz'],
  ['/readyz', '/readyz'],
]

function run(path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${args.base}${path}`, connections: Number(args.concurrency), duration: Number(args.seconds) }, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

console.log(`load average at start: ${loadavg().map((n) => n.toFixed(2)).join(' ')}; ${args.concurrency} connections, ${args.seconds} s each`)
let reference
for (const [name, path] of targets) {
  const result = await run(path)
  const perSecond = result.requests.average
  const bad = result.non2xx + result.errors + result.timeouts
  reference ??= perSecond
  console.log(
    `${name.padEnd(17)} ${perSecond.toFixed(0).padStart(7)} req/s (${(perSecond / reference).toFixed(2)}× the reference)  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${bad ? `${bad} failed` : 'all 2xx'}`,
  )
}
console.log(`load average at end: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`)
