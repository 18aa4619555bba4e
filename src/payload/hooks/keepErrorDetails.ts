import type { AfterErrorHook } from 'payload'

/**
 * Keeps a client error's details (`data`: the invalid fields and their messages, `secondFactor: 'required'`) in the
 * REST answer, whichever copy of Payload threw it.
 *
 * The production build holds Payload more than once (one copy for the admin's pages, one for the API routes), and
 * the Payload instance is shared by the whole process: its hooks are those of the copy that started it. When the
 * first request after a start is an admin page, a field's ValidationError is of the pages' class, the API's
 * `instanceof ValidationError` is false, and Payload's error formatter answers with the summary line alone: no
 * message under the field, and no code field at a two-step sign-in (payloadcms/payload#17298). This puts back what the
 * formatter would have written, recognised by shape, for a public client error (4xx) only. Delete it when the
 * build holds one copy. Tests: keepErrorDetails.test.ts beside it, tests/e2e/first-request.spec.ts on a real build.
 */
type PayloadLikeError = Error & { data?: unknown; status?: unknown; isPublic?: unknown }

export const keepErrorDetails: AfterErrorHook = ({ error, result }) => {
  const { data, status, isPublic } = error as PayloadLikeError
  if (!result || result.errors.length !== 1 || result.errors[0]?.data !== undefined) return
  if (data === null || typeof data !== 'object') return
  if (typeof status !== 'number' || status < 400 || status > 499 || isPublic === false) return
  return { response: { ...result, errors: [{ name: error.name, data: data as Record<string, unknown>, message: error.message }] } }
}
