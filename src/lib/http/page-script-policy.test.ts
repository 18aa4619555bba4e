import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { mergePagePolicy, preparePageScriptPolicy, scriptHashOf, weakPagePolicy } from './page-script-policy'
import { contentSecurityPolicy } from './security-headers'

const SITE = contentSecurityPolicy({ siteOrigin: 'https://example.com', fontStylesheetUrl: '/fonts/fonts.css', development: false })
const APP_HASH = "'sha256-APP='"
const scriptSrc = (policy: string) => /(?:^|;\s*)script-src([^;]*)/.exec(policy)?.[1].trim().split(/\s+/) ?? []

describe('the site-wide policy', () => {
  it("has no 'unsafe-inline' for scripts in production, and keeps it (with eval) in development", () => {
    expect(scriptSrc(SITE)).toEqual(["'self'"])
    const dev = contentSecurityPolicy({ siteOrigin: 'http://localhost:3000', fontStylesheetUrl: '/f.css', development: true })
    expect(scriptSrc(dev)).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"])
  })

  it("lists the tag manager's snippet by hash and its host when configured", () => {
    const gtm = contentSecurityPolicy({ siteOrigin: 'https://example.com', gtmId: 'GTM-ABC', fontStylesheetUrl: '/f.css', development: false })
    expect(scriptSrc(gtm)).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/), 'https://www.googletagmanager.com'])
    expect(scriptSrc(gtm)).not.toContain("'unsafe-inline'")
    expect(gtm).toMatch(/connect-src 'self' https:\/\/www\.googletagmanager\.com/)
  })

  it('leaves out a fetch directive that only repeats default-src (the browser falls back to it)', () => {
    expect(SITE).toMatch(/^default-src 'self';/)
    expect(SITE).not.toMatch(/connect-src|frame-src/)
    expect(SITE).toContain("img-src 'self' data: blob:")
  })
})

describe('merging the policies of a page', () => {
  const stored = "script-src 'self' 'sha256-AAA=' 'sha256-BBB='"

  it("folds a cached page's stored hashes into the site-wide script-src, keeping every other directive, and names nothing else", () => {
    const merged = mergePagePolicy([SITE, stored], ["'sha256-REGISTERED='", "'nonce-xyz'"])!
    expect(scriptSrc(merged)).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"])
    expect(merged.replace(/script-src[^;]*/, '')).toBe(SITE.replace(/script-src[^;]*/, ''))
  })

  it('reads both policies when Next joined them into one header value, and in either order', () => {
    expect(mergePagePolicy([`${stored}, ${SITE}`], [])).toBe(mergePagePolicy([SITE, stored], []))
  })

  it('gives a page without stored hashes (rendered for this request) the per-request sources', () => {
    expect(scriptSrc(mergePagePolicy([SITE], ["'sha256-REGISTERED='", "'nonce-n1'"])!)).toEqual(["'self'", "'sha256-REGISTERED='", "'nonce-n1'"])
  })

  it("leaves a development policy (with 'unsafe-inline') alone, and does nothing without a site-wide policy", () => {
    const dev = contentSecurityPolicy({ siteOrigin: 'http://localhost:3000', fontStylesheetUrl: '/f.css', development: true })
    expect(mergePagePolicy([dev, stored], ["'nonce-n'"])).toBe(dev)
    expect(mergePagePolicy([stored], ["'nonce-n'"])).toBeUndefined()
  })

  it("lists the app's constant scripts beside a cached page's stored hashes, and the nonce only without them", () => {
    const app = [scriptHashOf('console.log(1)')]
    expect(scriptSrc(mergePagePolicy([SITE, "script-src 'self' 'sha256-PAGE='"], ["'nonce-n'"], app)!)).toEqual(["'self'", app[0], "'sha256-PAGE='"])
    expect(scriptSrc(mergePagePolicy([SITE], ["'nonce-n'"], app)!)).toEqual(["'self'", app[0], "'nonce-n'"])
  })

  it("falls back to the documented weaker policy in plain mode: 'unsafe-inline' and no hash or nonce beside it", () => {
    const weak = weakPagePolicy([SITE, "script-src 'self' 'sha256-PAGE='"])!
    expect(scriptSrc(weak)).toEqual(["'self'", "'unsafe-inline'"])
    expect(weak).toContain("object-src 'none'")
  })
})

describe('on a real Node server', () => {
  async function serve(handler: http.RequestListener, run: (base: string) => Promise<void>) {
    const server = http.createServer((req, res) => {
      preparePageScriptPolicy(req, res, [APP_HASH])
      handler(req, res)
    })
    await new Promise<void>((r) => server.listen(0, 'localhost', r))
    try {
      await run(`http://localhost:${(server.address() as AddressInfo).port}`)
    } finally {
      await new Promise((r) => server.close(r))
    }
  }

  it('gives Next a fresh nonce per page request (never the client’s) and sends it in the one policy of a page rendered now', async () => {
    const seen: string[] = []
    await serve(
      (req, res) => {
        seen.push(String(req.headers['content-security-policy']))
        res.setHeader('Content-Security-Policy', SITE)
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end('<p>hi</p>')
      },
      async (base) => {
        const a = await fetch(`${base}/en/`, { headers: { 'Content-Security-Policy': "script-src 'nonce-attacker'" } })
        const b = await fetch(`${base}/en/`)
        const [na, nb] = seen.map((h) => /'nonce-([^']+)'/.exec(h)?.[1])
        expect(na).toMatch(/^[A-Za-z0-9+/]{24}$/)
        expect(nb).not.toBe(na)
        expect(na).not.toBe('attacker')
        const policy = a.headers.get('content-security-policy')!
        expect(policy).not.toContain(',') // one policy
        expect(scriptSrc(policy)).toEqual(["'self'", APP_HASH, `'nonce-${na}'`])
        expect(scriptSrc(b.headers.get('content-security-policy')!)).toContain(`'nonce-${nb}'`)
      },
    )
  })

  it("answers a cached page with its stored hashes only, and without Next's router-only markers", async () => {
    await serve(
      (_req, res) => {
        res.setHeader('Content-Security-Policy', SITE)
        res.appendHeader('Content-Security-Policy', "script-src 'self' 'sha256-PAGE='")
        res.setHeader('x-nextjs-cache', 'HIT')
        res.setHeader('x-nextjs-prerender', ['1', '1'])
        res.setHeader('x-nextjs-stale-time', '300')
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end('<p>hi</p>')
      },
      async (base) => {
        const res = await fetch(`${base}/en/`)
        expect(scriptSrc(res.headers.get('content-security-policy')!)).toEqual(["'self'", APP_HASH, "'sha256-PAGE='"])
        expect(res.headers.get('x-nextjs-cache')).toBe('HIT')
        expect(res.headers.get('x-nextjs-prerender')).toBeNull()
        expect(res.headers.get('x-nextjs-stale-time')).toBeNull()
      },
    )
  })

  it('gives a 304 (no body, no Content-Type) the same merged policy as the page it revalidates', async () => {
    await serve(
      (_req, res) => {
        res.setHeader('Content-Security-Policy', SITE)
        res.appendHeader('Content-Security-Policy', "script-src 'self' 'sha256-PAGE='")
        res.statusCode = 304
        res.end()
      },
      async (base) => {
        const res = await fetch(`${base}/en/`, { headers: { 'If-None-Match': '"x"' } })
        expect(res.status).toBe(304)
        expect(scriptSrc(res.headers.get('content-security-policy')!)).toEqual(["'self'", APP_HASH, "'sha256-PAGE='"])
      },
    )
  })

  it('leaves non-HTML answers and asset, image and API requests as they are', async () => {
    const seen: unknown[] = []
    await serve(
      (req, res) => {
        seen.push(req.headers['content-security-policy'])
        res.writeHead(200, { 'Content-Type': req.url === '/feed/' ? 'application/rss+xml' : 'text/html', 'Content-Security-Policy': SITE })
        res.end('x')
      },
      async (base) => {
        expect((await fetch(`${base}/feed/`)).headers.get('content-security-policy')).toBe(SITE)
        for (const url of ['/api/news/', '/_next/static/chunks/a.js', '/_ipx/w_320/a.png']) {
          expect((await fetch(`${base}${url}`, { headers: { 'Content-Security-Policy': "script-src 'nonce-x'" } })).headers.get('content-security-policy'), url).toBe(SITE)
        }
        expect(seen.slice(1)).toEqual([undefined, undefined, undefined])
        // writeHead's own headers argument is merged too.
        const page = await fetch(`${base}/company/`)
        expect(scriptSrc(page.headers.get('content-security-policy')!)).toContain(`'self'`)
        expect(page.headers.get('content-security-policy')).toMatch(/'nonce-/)
      },
    )
  })
})
