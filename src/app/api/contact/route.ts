/** The contact form's endpoint: GET issues a form token (minimum fill time), POST stores an enquiry. */
import config from '@payload-config'
import { after } from 'next/server'
import { getPayload } from 'payload'

import { issueFormToken } from '@/features/contact/server/form-token'
import { handleContactPost } from '@/features/contact/server/handle-post'
import { deliverNow } from '@/features/contact/server/store'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

export function GET() {
  return Response.json({ token: issueFormToken() }, { headers: NO_STORE })
}

export async function POST(request: Request) {
  const result = await handleContactPost(request, () => getPayload({ config }))
  if (result.deliver?.length) {
    const jobIds = result.deliver
    after(async () => deliverNow(await getPayload({ config }), jobIds))
  }
  return Response.json(result.body, { status: result.status, headers: { ...NO_STORE, ...result.headers } })
}
