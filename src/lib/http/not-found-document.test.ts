import http, { type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { answerNotFoundWithSitePage, detailPageLocale } from './not-found-document'

describe('detailPageLocale', () => {
  it('names the locale of article and campaign pages only', () => {
    expect(detailPageLocale('/news/some-slug/')).toBe('ja')
    expect(detailPageLocale('/en/campaign/spring/?x=1')).toBe('en')
    expect(detailPageLocale('/news/draft/')).toBeNull()
    expect(detailPageLocale('/news/page/2/')).toBeNull()
  })
})

describe('answerNotFoundWithSitePage on a page that exists', () => {
  it('leaves a method wrapped after it (Next\'s compression) in place, and a body over 16 KB ends', async () => {
    const body = 'x'.repeat(40_000)
    let seenByLaterWrapper = 0
    const server = http.createServer((_request, response) => {
      answerNotFoundWithSitePage(response, 'ja', false)
      // What compression does once Next starts answering: its own write/end over the response's.
      const write = response.write
      const end = response.end
      response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
        seenByLaterWrapper += Buffer.byteLength(chunk as string)
        return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest)
      } as ServerResponse['write']
      response.end = function (this: ServerResponse, ...args: unknown[]) {
        return (end as (...a: unknown[]) => ServerResponse).apply(this, args)
      } as ServerResponse['end']
      response.statusCode = 200
      response.setHeader('content-type', 'application/atom+xml')
      // As Next's pipe does: headers first, then write, waiting for 'drain' when write says so.
      response.flushHeaders()
      const ok = response.write(body)
      const finish = () => response.end()
      if (ok) finish()
      else response.once('drain', finish)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const received = await new Promise<string>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/news/feed/' }, (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (text += chunk))
          response.on('end', () => resolve(text))
        })
        request.setTimeout(5000, () => reject(new Error('the answer never ended')))
      })
      expect(received).toHaveLength(body.length)
      expect(seenByLaterWrapper).toBe(body.length)
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
