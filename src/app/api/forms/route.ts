/**
 * Forms built in the CMS (features/forms): GET issues a form token, POST stores a submission as an enquiry. The
 * contact endpoint's own handler runs every check and the outbox; only the values' check and row differ. A
 * form-encoded POST is the form without JavaScript, answered with the steps as HTML (features/forms/server/no-script.ts).
 *
 * This route stands where Payload's REST API has the `forms` collection (`/api/forms`), so what is staff's goes on to
 * Payload's own route behind its gate: a GET with a query (the block's form picker, a list), a signed-in POST that is
 * not a visitor's submission (the admin's Create, sent as multipart or JSON with a query), and bulk PATCH and DELETE.
 */
import config from '@payload-config'
import { after } from 'next/server'
import { getPayload } from 'payload'

import * as payloadRest from '@/app/(payload)/api/[...slug]/route'
import { handleContact, handleContactGet, handleContactPost } from '@/features/contact/server/handle-post'
import { isFormPost } from '@/features/contact/server/no-script'
import { handleFormPost } from '@/features/forms/server/no-script'
import { formSubmission } from '@/features/forms/server/submission'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }
const payloadContext = () => ({ params: Promise.resolve({ slug: ['forms'] }) })

const signedIn = (request: Request) => Boolean(request.headers.get('authorization')) || (request.headers.get('cookie') ?? '').includes('payload-token')

/** A visitor's JSON submission (client-api.ts): an object with the values and an idempotency key. */
function isSubmission(text: string): boolean {
  try {
    const body = JSON.parse(text) as unknown
    return Boolean(body) && typeof body === 'object' && !Array.isArray(body) && 'values' in (body as object) && 'idempotencyKey' in (body as object)
  } catch {
    return false
  }
}

export function GET(request: Request) {
  if (new URL(request.url).search !== '') return payloadRest.GET(request, payloadContext())
  return Response.json(handleContactGet(), { headers: NO_STORE })
}

export async function POST(request: Request) {
  const contentType = request.headers.get('content-type')
  if (isFormPost(contentType)) {
    const text = await request.text()
    const answer = await handleFormPost({ headers: request.headers, readBody: async (limit) => (Buffer.byteLength(text) > limit ? undefined : text) }, () => getPayload({ config }))
    if (answer.afterResponse) after(answer.afterResponse)
    return new Response(answer.html ?? '', { status: answer.status, headers: { ...NO_STORE, 'Content-Type': 'text/html; charset=utf-8', ...answer.headers } })
  }
  if (signedIn(request)) {
    if ((contentType ?? '').toLowerCase().startsWith('multipart/form-data')) return payloadRest.POST(request, payloadContext())
    const text = await request.text()
    if (new URL(request.url).search !== '' || !isSubmission(text)) {
      return payloadRest.POST(new Request(request.url, { method: 'POST', headers: request.headers, body: text }), payloadContext())
    }
    const result = await handleContact({ headers: request.headers, readBody: async (limit) => (Buffer.byteLength(text) > limit ? undefined : text) }, () => getPayload({ config }), formSubmission)
    if (result.afterResponse) after(result.afterResponse)
    return Response.json(result.body, { status: result.status, headers: { ...NO_STORE, ...result.headers } })
  }
  const result = await handleContactPost(request, () => getPayload({ config }), formSubmission)
  if (result.afterResponse) after(result.afterResponse)
  return Response.json(result.body, { status: result.status, headers: { ...NO_STORE, ...result.headers } })
}

export const PATCH = (request: Request) => payloadRest.PATCH(request, payloadContext())
export const DELETE = (request: Request) => payloadRest.DELETE(request, payloadContext())
