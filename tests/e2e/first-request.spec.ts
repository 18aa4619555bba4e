/**
 * A server whose first request is an admin page still tells an editor which field is wrong. The build holds Payload
 * more than once, the process shares one Payload instance, and when an admin page starts it the API's error
 * formatter no longer recognised the field errors: the answer lost its `data`, the admin showed no message under
 * the field, and a two-step sign-in no code field (src/payload/hooks/keepErrorDetails.ts). Needs a server that has
 * answered nothing yet: it starts its own (server.mjs, deviations on) on E2E_PORT + 6, in scripts/test-all.mjs's
 * framework-seam stage (SEAM_STAGE=1).
 */
import type { ChildProcess } from 'node:child_process'

import { expect } from '@playwright/test'

import { ADMIN, startOwnServer, test } from './helpers'

const PORT = Number(process.env.E2E_PORT ?? 3100) + 6
const BASE = `http://localhost:${PORT}`

test.describe('a server started by an admin page', () => {
  test.skip(process.env.SEAM_STAGE !== '1', "runs in scripts/test-all.mjs's framework-seam stage, with a server of its own")
  test.skip(({ isMobile }) => isMobile, 'an API answer: runs in the pc project')

  let server: ChildProcess | undefined

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    server = await startOwnServer(PORT)
  })

  test.afterAll(() => {
    server?.kill('SIGTERM')
  })

  test("answers an invalid field with the field's own message", async ({ request }) => {
    // The first request that starts the CMS: the admin's sign-in page.
    expect((await request.get(`${BASE}/admin/login/`)).status()).toBe(200)
    const login = await request.post(`${BASE}/api/users/login/`, { data: ADMIN, headers: { Origin: BASE } })
    expect(login.status()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const refused = await request.post(`${BASE}/api/pages/?locale=ja`, {
      headers: { Authorization: `JWT ${token}`, Origin: BASE, 'Accept-Language': 'ja' },
      data: { title: 'x', path: 'company/seminar', _status: 'draft' },
    })
    expect(refused.status()).toBe(400)
    const body = (await refused.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
    const field = body.errors[0]?.data?.errors?.[0]
    expect(field, JSON.stringify(body)).toBeDefined()
    expect(field?.path).toBe('path')
    expect(field?.message).toContain('固定ページ')
  })
})
