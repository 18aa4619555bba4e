/** Readiness: database reachable and migrated, Redis when configured, media folder writable; 503 naming what failed. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { HEALTH_HEADERS, readiness } from '@/features/ops/health'

export const dynamic = 'force-dynamic'

export async function GET() {
  const result = await readiness(() => getPayload({ config }))
  return new Response(JSON.stringify(result), { status: result.status === 'ready' ? 200 : 503, headers: HEALTH_HEADERS })
}
