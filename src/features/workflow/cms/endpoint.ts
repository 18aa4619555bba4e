/**
 * POST /api/editorial-workflow/<collection>/<id>/<submit|return>, body `{ "comment": "…" }` (return only, required):
 * an editor (or approver) submits a document's latest draft for approval; an approver returns it with a comment.
 * The step is a draft save through the local API as the signed-in user (access rules apply), which the workflow's
 * hook turns into the new state and a history row (approval.ts). Answers: 200 `{ state }`; 401 signed out; 403 not
 * allowed (an editor's return); 404 unknown collection, id or step; 400 bad body; 409 the document is not in a
 * state the step applies to, or the collection does not need approval. Never cached.
 */
import { type CollectionConfig, type Endpoint, Forbidden, NotFound, type PayloadRequest, ValidationError } from 'payload'

import { isEditor } from '../../../payload/access'
import { approvalRequired, STEP_CONTEXT, type StepRequest } from './approval'
import { APPROVAL_FIELDS, COMMENT_MAX, WORKFLOW_ENDPOINT } from './states'

const NO_STORE = { 'Cache-Control': 'private, no-store' }
const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: NO_STORE })
const en = (req: PayloadRequest) => req.i18n?.language === 'en'

async function readComment(req: PayloadRequest): Promise<string | null | undefined> {
  const body = req as unknown as Partial<Request>
  const text = typeof body.text === 'function' ? await body.text.call(req).catch(() => '') : ''
  if (!text.trim()) return undefined
  if (text.length > 20_000) return null
  try {
    const body = JSON.parse(text) as unknown
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return null
    const comment = (body as { comment?: unknown }).comment
    if (comment === undefined) return undefined
    return typeof comment === 'string' && comment.length <= COMMENT_MAX ? comment.trim() : null
  } catch {
    return null
  }
}

export const workflowEndpoint: Endpoint = {
  path: WORKFLOW_ENDPOINT,
  method: 'post',
  handler: async (req) => {
    if (!req.user) return answer(401, { message: 'Unauthorized' })
    if (!isEditor({ req })) return answer(403, { message: 'Forbidden' })
    const { collection, id, step } = (req.routeParams ?? {}) as Record<string, string | undefined>
    const collections = req.payload.collections as Record<string, { config: CollectionConfig } | undefined>
    const config = collection && Object.hasOwn(collections, collection) ? collections[collection]?.config : undefined
    if (!config || !config.custom?.editorialWorkflow || (step !== 'submit' && step !== 'return') || !id || !/^\d{1,12}$/.test(id)) return answer(404, { message: 'Not found' })
    if (!(await approvalRequired(req, config.slug))) return answer(409, { message: en(req) ? 'This content does not need approval.' : 'このコンテンツには承認は不要です。' })
    const comment = await readComment(req)
    if (comment === null) return answer(400, { message: en(req) ? `The comment must be text of up to ${COMMENT_MAX} characters.` : `コメントは${COMMENT_MAX}字以内のテキストで入力してください。` })
    if (step === 'return' && !comment) return answer(400, { message: en(req) ? 'Write what to change before returning it.' : '差し戻す理由(直してほしい点)を入力してください。' })
    const request: StepRequest = step === 'return' ? { step, comment: comment ?? '' } : { step }
    try {
      const doc = await req.payload.update({
        collection: config.slug as 'news',
        id: Number(id),
        data: {},
        draft: true,
        depth: 0,
        overrideAccess: false,
        user: req.user,
        req,
        context: { [STEP_CONTEXT]: request },
      })
      return answer(200, { state: (doc as unknown as Record<string, unknown>)[APPROVAL_FIELDS.state] })
    } catch (error) {
      if (error instanceof NotFound) return answer(404, { message: 'Not found' })
      if (error instanceof Forbidden) return answer(403, { message: error.message })
      if (error instanceof ValidationError) return answer(409, { message: error.data?.errors?.[0]?.message ?? error.message })
      throw error
    }
  },
}
