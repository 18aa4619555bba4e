/** Liveness: the process answers (no I/O). Also served without the trailing slash (the pipeline's health-probe stage, src/server/pipeline.ts). */
import { HEALTH_HEADERS, liveness } from '@/features/ops/health'

export const dynamic = 'force-dynamic'

export function GET() {
  return new Response(JSON.stringify(liveness()), { headers: HEALTH_HEADERS })
}
