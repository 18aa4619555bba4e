/** The contact form's endpoint: GET issues a form token (minimum fill time), POST stores an enquiry. */
import config from '@payload-config'
import { after } from 'next/server'
import { getPayload } from 'payload'

import { handleContactGet, handleContactPost } from '@/features/contact/server/handle-post'
import { handleContactForm, isFormPost } from '@/features/contact/server/no-script'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

export function GET() {
  return Response.json(handleContactGet(), { headers: NO_STORE })
}

export async function POST(request: Request) {
  // The form posted without JavaScript: HTML steps (features/contact/server/no-script.ts).
  if (isFormPost(request.headers.get('content-type'))) {
    const text = await request.text()
    const answer = await handleContactForm({ headers: request.headers, readBody: async (limit) => (Buffer.byteLength(text) > limit ? undefined : text) }, () => getPayload({ config }))
    if (answer.afterResponse) after(answer.afterResponse)
    const headers: Record<string, string> = { ...NO_STORE, 'Content-Type': 'text/html; charset=utf-8', ...answer.headers }
    if (answer.location) headers.Location = answer.location
    return new Response(answer.html ?? '', { status: answer.status, headers })
  }
  const result = await handleContactPost(request, () => getPayload({ config }))
  if (result.afterResponse) after(result.afterResponse)
  return Response.json(result.body, { status: result.status, headers: { ...NO_STORE, ...result.headers } })
}
