import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { checkRequest, refuseRequest } from './front-door'

const VALID_TREE = encodeURIComponent(JSON.stringify(['', { children: ['news', { children: ['__PAGE__', {}] }] }, null, null]))

describe('the front door', () => {
  it('refuses methods Next cannot represent, and non-GET on pages, with 405 and Allow', () => {
    expect(checkRequest('TRACE', '/', {})).toMatchObject({ status: 405, allow: 'GET, HEAD' })
    expect(checkRequest('TRACE', '/api/news/', {})).toMatchObject({ status: 405, allow: expect.stringContaining('POST') })
    expect(checkRequest('TRACK', '/_ipx/x', {})).toMatchObject({ status: 405 })
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      expect(checkRequest(method, '/company/', {}), method).toMatchObject({ status: 405, allow: 'GET, HEAD' })
      expect(checkRequest(method, '/news/feed/', {}), method).toMatchObject({ status: 405 })
    }
    expect(checkRequest('POST', '/api/contact/', {})).toBeNull()
    expect(checkRequest('POST', '/admin/collections/news', {})).toBeNull()
    expect(checkRequest('GET', '/company/', {})).toBeNull()
    expect(checkRequest('HEAD', '/company/', {})).toBeNull()
  })

  it('refuses malformed percent-encoding in the path with 400, and lets good encoding through', () => {
    for (const url of ['/news/%/', '/news/%ff/', '/admin/%/', '/api/%/', '/_ipx/%/w_320/a.png']) {
      expect(checkRequest('GET', url, {}), url).toMatchObject({ status: 400 })
    }
    expect(checkRequest('GET', '/news/%E6%97%A5/', {})).toBeNull()
    expect(checkRequest('GET', '/news/?q=%', {})).toBeNull()
  })

  it('refuses an RSC request with an unreadable router-state header, and passes a real one', () => {
    expect(checkRequest('GET', '/news/?_rsc=x', { rsc: '1', 'next-router-state-tree': 'garbage{' })).toMatchObject({ status: 400 })
    expect(checkRequest('GET', '/news/?_rsc=x', { rsc: '1', 'next-router-state-tree': '%5B%22%5D' })).toMatchObject({ status: 400 })
    expect(checkRequest('GET', '/news/?_rsc=x', { rsc: '1', 'next-router-state-tree': VALID_TREE })).toBeNull()
    expect(checkRequest('GET', '/news/', { 'next-router-state-tree': 'garbage{' })).toBeNull()
  })

  it('answers before the server\'s own handler, as the pipeline runs it', async () => {
    const server = http.createServer((req, res) => {
      if (!refuseRequest(req, res)) res.end('handled')
    })
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
    const { port } = server.address() as AddressInfo
    const get = (method: string, path: string) =>
      new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
        const req = http.request({ host: 'localhost', port, method, path }, (res) => {
          let body = ''
          res.on('data', (c) => (body += c))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }))
        })
        req.on('error', reject)
        req.end()
      })
    try {
      expect(await get('TRACE', '/')).toMatchObject({ status: 405, allow: 'GET, HEAD' })
      expect(await get('GET', '/news/%ff/')).toMatchObject({ status: 400 })
      expect(await get('GET', '/company/')).toMatchObject({ status: 200, body: 'handled' })
    } finally {
      server.close()
    }
  })
})
