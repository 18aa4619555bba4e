import type { IncomingMessage } from 'node:http'

/**
 * Load balancers poll `/healthz` and `/readyz` without the trailing slash and do not follow redirects; every other
 * route of the site ends in a slash, and Next answers the bare form with a 308. The pipeline's probe stage hands
 * Next the slash form instead (the route handlers in src/app/healthz and src/app/readyz answer both).
 */
const PROBES = ['/healthz', '/readyz']

export function addProbeSlash(request: IncomingMessage): void {
  const url = request.url ?? ''
  for (const probe of PROBES) {
    if (url === probe || url.startsWith(`${probe}?`)) {
      request.url = `${probe}/${url.slice(probe.length)}`
      return
    }
  }
}
