import { APIError, type PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { keepErrorDetails } from './keepErrorDetails'

/** An error of another copy of Payload: the same shape, not an instance of this copy's classes. */
class ForeignError extends Error {
  constructor(message: string, readonly status: number, readonly data: unknown, readonly isPublic?: boolean) {
    super(message)
    this.name = 'e'
  }
}

const fieldErrors = { collection: 'pages', errors: [{ path: 'path', label: 'パス(URL)', message: '固定ページが使っています' }] }
const run = (error: Error, result = { errors: [{ message: error.message }] }) =>
  keepErrorDetails({ error, result, context: {}, req: {} as PayloadRequest }) as Awaited<ReturnType<typeof keepErrorDetails>>

describe('keepErrorDetails', () => {
  it("puts back a foreign field error's data, as Payload's formatter writes it", () => {
    const error = new ForeignError('次のフィールドは無効です: パス(URL)', 400, fieldErrors)
    expect(error).not.toBeInstanceOf(APIError)
    expect(run(error)).toEqual({ response: { errors: [{ name: 'e', data: fieldErrors, message: '次のフィールドは無効です: パス(URL)' }] } })
  })

  it("puts back a sign-in's request for the second factor (401)", () => {
    const result = run(new ForeignError('Enter the code', 401, { secondFactor: 'required' }, true))
    expect(result && result.response?.errors?.[0]?.data).toEqual({ secondFactor: 'required' })
  })

  it('leaves alone a server error, a private error, an answer that has its data, and an error without data', () => {
    expect(run(new ForeignError('db down', 500, { secret: 1 }))).toBeUndefined()
    expect(run(new ForeignError('hidden', 403, { secret: 1 }, false))).toBeUndefined()
    expect(run(new ForeignError('x', 400, fieldErrors), { errors: [{ message: 'x', data: fieldErrors } as never] })).toBeUndefined()
    expect(run(new ForeignError('x', 404, null))).toBeUndefined()
  })
})
