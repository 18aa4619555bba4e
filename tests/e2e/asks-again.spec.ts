import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect } from '@playwright/test'

import { test } from './helpers'

// The specs' `request` (helpers.ts) asks again when the connection is reset under it, as a browser does.
test('a request whose connection is reset before any answer is asked again and answered', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'pc', 'the helper, not the page: once is enough')
  let seen = 0
  const server = createServer((incoming, response) => {
    seen += 1
    if (seen === 1) {
      incoming.socket.destroy()
      return
    }
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('answered')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const answer = await request.patch(`http://127.0.0.1:${port}/`, { data: { note: 'x' } })
    expect(await answer.text()).toBe('answered')
    expect(seen).toBe(2)
  } finally {
    server.close()
  }
})
