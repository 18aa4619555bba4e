/**
 * Starts the CMS job ticker (from instrumentation.ts, on the Node.js server only). Everything done to requests
 * before Next sees them is the request pipeline (src/server/pipeline.ts, started by server.mjs), not here.
 */
export async function registerNodeServer() {
  const port = process.env.PORT
  if (!port) return
  const { startJobTicker } = await import('./lib/jobs-ticker')
  startJobTicker(port)
}
