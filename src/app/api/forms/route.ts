/**
 * Forms built in the CMS (features/forms): GET issues a form token, POST stores a submission as an enquiry. The
 * contact endpoint's own handler runs every check and the outbox; only the values' check and row differ. A
 * form-encoded POST is the form without JavaScript, answered with the steps as HTML (features/forms/server/no-script.ts).
 */
import config from '@payload-config'
import { after } from 'next/server'
import { getPayload } from 'payload'

import { handleContactGet, handleContactPost } from '@/features/contact/server/handle-post'
import { isFormPost } from '@/features/contact/server/no-script'
import { handleFormPost } from '@/features/forms/server/no-script'
import { formSubmission } from '@/features/forms/server/submission'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

export function GET() {
  return Response.json(handleContactGet(), { headers: NO_STORE })
}

export async function POST(request: Request) {
  if (isFormPost(request.headers.get('content-type'))) {
    const text = await request.text()
    const answer = await handleFormPost({ headers: request.headers, readBody: async (limit) => (Buffer.byteLength(text) > limit ? undefined : text) }, () => getPayload({ config }))
    if (answer.afterResponse) after(answer.afterResponse)
    return new Response(answer.html ?? '', { status: answer.status, headers: { ...NO_STORE, 'Content-Type': 'text/html; charset=utf-8', ...answer.headers } })
  }
  const result = await handleContactPost(request, () => getPayload({ config }), formSubmission)
  if (result.afterResponse) after(result.afterResponse)
  return Response.json(result.body, { status: result.status, headers: { ...NO_STORE, ...result.headers } })
}
