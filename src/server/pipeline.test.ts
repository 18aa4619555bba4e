import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createPipeline, STAGES } from './pipeline'

/** A real Node server: the pipeline in front of a stand-in for Next that says what reached it. */
async function serve(run: (base: string) => Promise<void>) {
  const pipeline = createPipeline()
  const server = http.createServer((req, res) =>
    pipeline.handle(req, res, () => {
      res.setHeader('Content-Type', 'text/plain')
      res.end(`next saw ${req.method} ${req.url} from ${req.headers['x-kaimono-socket-address']}`)
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  try {
    await run(`http://localhost:${(server.address() as AddressInfo).port}`)
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
  return pipeline
}

const saved = { ...process.env }
afterEach(() => {
  for (const key of ['FRAMEWORK_PLAIN', 'DEVIATION_REFUSALS', 'EDGE', 'EDGE_PURGE_URLS']) {
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
})

describe('the request pipeline', () => {
  it('lists its stages in the order they run, the client address first', () => {
    expect(STAGES.map((stage) => stage.name)).toEqual(['client address', 'guards', 'health probes', 'edge revalidation', 'refusals', 'compression', 'payload split', 'script policy', '404 document'])
  })

  it('stamps the socket address over a client-sent value, refuses before Next, and hands the rest to Next', async () => {
    const pipeline = await serve(async (base) => {
      const page = await fetch(`${base}/company/`, { headers: { 'x-kaimono-socket-address': '203.0.113.9' } })
      expect(await page.text()).toMatch(/^next saw GET \/company\/ from (?:::1|127\.0\.0\.1|::ffff:127\.0\.0\.1)$/)
      const refused = await fetch(`${base}/company/`, { method: 'DELETE' })
      expect(refused.status).toBe(405)
      expect(refused.headers.get('allow')).toBe('GET, HEAD')
    })
    expect(pipeline.stages.filter((stage) => !stage.on).map((stage) => stage.name)).toEqual(['edge revalidation'])
  })

  it('runs only the stages that are not deviations (client address, guards, health probes) (and the weaker script policy) with FRAMEWORK_PLAIN=1; one switch turns one stage off', async () => {
    process.env.FRAMEWORK_PLAIN = '1'
    const plain = await serve(async (base) => {
      const page = await fetch(`${base}/company/`, { method: 'DELETE' })
      expect(await page.text()).toMatch(/^next saw DELETE \/company\/ from /)
    })
    expect(plain.stages.filter((stage) => stage.on).map((stage) => stage.name)).toEqual(['client address', 'guards', 'health probes'])
    delete process.env.FRAMEWORK_PLAIN
    process.env.DEVIATION_REFUSALS = '0'
    const one = createPipeline()
    expect(one.stages.filter((stage) => !stage.on).map((stage) => stage.name)).toEqual(['edge revalidation', 'refusals'])
  })

  it('behind nginx (EDGE=nginx) runs the edge stage and leaves compression to nginx', () => {
    process.env.EDGE = 'nginx'
    const edge = createPipeline()
    expect(edge.stages.filter((stage) => !stage.on).map((stage) => stage.name)).toEqual(['compression'])
  })

  it('behind nginx with purge endpoints (EDGE_PURGE_URLS) leaves the edge stage off: a publish purges nginx instead', () => {
    process.env.EDGE = 'nginx'
    process.env.EDGE_PURGE_URLS = 'http://127.0.0.1:8081'
    const edge = createPipeline()
    expect(edge.stages.filter((stage) => !stage.on).map((stage) => stage.name)).toEqual(['edge revalidation', 'compression'])
  })
})
