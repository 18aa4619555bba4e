// The site's one server entry: Next.js's documented custom server (`next()` + `app.getRequestHandler()`), with the
// request pipeline in front of it (src/server/pipeline.ts: every stage, in order, and its switch). `npm start`,
// `npm run serve`, the Dockerfile, the cluster and the browser tests all start this file, after `next build`.
//
//   node server.mjs [-p PORT] [-H HOST]   PORT (default 3000) as for `next start`; every interface unless -H
//
// The pipeline is TypeScript, loaded through tsx (a runtime dependency for this reason); Next loads its own build
// output as it always does. FRAMEWORK_PLAIN=1 (or DEVIATION_<NAME>=0 for one) switches the deviations off
// (src/lib/deviations.mjs, docs/deviations.md). Standalone output (`NEXT_OUTPUT=standalone`) is not used by this
// entry: Next's generated .next/standalone/server.js starts Next's own server, without this pipeline (see
// docs/architecture.md, "Standalone output").
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import nextEnv from '@next/env'
import { register } from 'tsx/esm/api'

const dir = path.dirname(fileURLToPath(import.meta.url))
const args = process.argv.slice(2)
const flag = args.findIndex((arg) => arg === '-p' || arg === '--port')
const port = Number(flag === -1 ? (process.env.PORT ?? 3000) : args[flag + 1])
if (!Number.isInteger(port) || port <= 0) throw new Error(`server.mjs: not a port: ${args[flag + 1] ?? process.env.PORT}`)
// Not the HOSTNAME variable: shells and containers set it to the machine's name, and `next start` ignores it too.
const hostFlag = args.findIndex((arg) => arg === '-H' || arg === '--hostname')
const hostname = hostFlag === -1 ? undefined : args[hostFlag + 1]

// As `next start` does: production, and the port known to the app (the job ticker reads PORT, instrumentation.ts).
process.env.NODE_ENV ??= 'production'
process.env.PORT = String(port)

// The .env files, as `next start` reads them (Next's own loader, the same precedence; what the environment already
// sets wins), before the pipeline's modules read the settings: `next()` would load them only after those imports.
nextEnv.loadEnvConfig(dir, false)

register()
const { createPipeline, SERVER_TIMEOUTS } = await import('./src/server/pipeline.ts')
const { default: next } = await import('next')

const app = next({ dev: false, dir, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()
const pipeline = createPipeline()

// Slow clients are cut off: the header within 20 s, the whole request within 60 s, checked every 5 s.
const timeouts = {
  headersTimeout: SERVER_TIMEOUTS.headersTimeoutMs,
  requestTimeout: SERVER_TIMEOUTS.requestTimeoutMs,
  connectionsCheckingInterval: SERVER_TIMEOUTS.connectionsCheckingIntervalMs,
}
const server = createServer(timeouts, (request, response) => {
  pipeline.handle(request, response, () => {
    handle(request, response).catch((error) => {
      console.error(JSON.stringify({ level: 50, time: Date.now(), msg: 'request handler failed', err: String(error?.stack ?? error) }))
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      response.end()
    })
  })
})
server.listen(port, hostname, () => {
  const stages = pipeline.stages.map(({ name, on }) => `${name}${on ? '' : ' (off)'}`).join(' → ')
  process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: `ready on http://${hostname ?? 'localhost'}:${port}/`, pipeline: `${stages} → Next` })}\n`)
})

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
