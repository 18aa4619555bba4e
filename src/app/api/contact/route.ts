/** The contact form's endpoint: GET issues a form token (minimum fill time), POST stores an enquiry. */
import config from '@payload-config'
import { after } from 'next/server'
import { getPayload } from 'payload'

import { handleContactGet, handleContactPost } from '@/features/contact/server/handle-post'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

export function GET() {
  return Response.json(handleContactGet(), { headers: NO_STORE })
}

export async function POST(request: Request) {
  const result = await handleContactPost(request, () => getPayload({ config }))
  if (result.afterResponse) after(result.afterResponse)
  return Response.json(result.body, { status: result.status, headers: { ...NO_STORE, ...result.headers } })
}
