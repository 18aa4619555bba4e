/**
 * Forms built in the CMS (features/forms): GET issues a form token, POST stores a submission as an enquiry. The
 * contact endpoint's own handler runs every check and the outbox; only the values' check and row differ.
 */
import config from '@payload-config'
import { after } from 'next/server'
import { getPayload } from 'payload'

import { handleContactGet, handleContactPost } from '@/features/contact/server/handle-post'
import { formSubmission } from '@/features/forms/server/submission'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

export function GET() {
  return Response.json(handleContactGet(), { headers: NO_STORE })
}

export async function POST(request: Request) {
  const result = await handleContactPost(request, () => getPayload({ config }), formSubmission)
  if (result.afterResponse) after(result.afterResponse)
  return Response.json(result.body, { status: result.status, headers: { ...NO_STORE, ...result.headers } })
}
