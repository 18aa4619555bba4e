import { createHash } from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

import { parsePageDataPath } from './page-data-answers'
import { clearPageData, digestOfSentPage, knownPageWithoutData, PAGE_DATA_LIMITS, pageData, pageDataFootprint, pageWithoutData, payloadHashesOf, policyWithout, splitPageData } from './page-data.mjs'
import { rewritePage } from './page-rewrite.mjs'
import { PAGE_DATA_PREFIX, scriptsAddedAfterFirstPaint } from './scripts-after-first-paint.mjs'

/** A stored page as Next writes it and the page rewrite leaves it: its payload in two scripts, the loader at the end. */
const stored = rewritePage(
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><main><h1>見出し</h1></main>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n0:{\\"P\\":null,\\"c\\":\\"\\u003cp\\u003e\\"}\\n"])</script>' +
    '<script nonce="abc">self.__next_f.push([1,"2:[\\"$\\",\\"h1\\",null,{\\"children\\":\\"見出し\\"}]\\n"])</script>' +
    '<script type="application/ld+json">{"@type":"Organization"}</script></body></html>',
)

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

afterEach(() => clearPageData())

describe("a cached page's hydration payload, apart from the page", () => {
  const split = splitPageData(stored)!

  it("takes out every payload script and Next's bootstrap of them, and keeps the data blocks, the markup and the loader", () => {
    expect(split.html).not.toMatch(/<script[^>]*>\(?self\.__next_f/)
    expect(split.html).toContain('<script type="application/ld+json">')
    expect(split.html).toContain('<main><h1>見出し</h1></main>')
    expect(scriptsAddedAfterFirstPaint(split.html)).toEqual(['/_next/static/chunks/a.js'])
  })

  it("names the payload's digest on the loader's tag; the payload is JSON of what the scripts pushed, in order", () => {
    expect(split.html).toContain(`<script id="scripts-after-paint" data-page-data="${split.digest}">`)
    expect(split.digest).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(JSON.parse(split.payload)).toEqual([
      [0],
      [1, '1:"$Sreact.fragment"\n0:{"P":null,"c":"<p>"}\n'],
      [1, '2:["$","h1",null,{"children":"見出し"}]\n'],
    ])
    // The same page always gives the same bytes (every instance sends the same answer under the page's ETag).
    expect(splitPageData(stored)).toEqual(split)
    // What an instance reads back from a page it sent (the payload of the version it has); none in a whole page.
    expect(digestOfSentPage(split.html)).toBe(split.digest)
    expect(digestOfSentPage(stored)).toBeUndefined()
  })

  it("lists the payload scripts' hashes, which the page's policy then drops", () => {
    const texts = [...stored.matchAll(/<script[^>]*>(\(?self\.__next_f[\s\S]*?)<\/script>/g)].map((m) => m[1])
    expect(texts).toHaveLength(3)
    expect(split.hashes).toEqual(texts.map(sha))
    const kept = sha('try{}catch(e){}')
    const policy = `script-src 'self' ${kept} ${split.hashes.join(' ')}`
    expect(policyWithout(policy, split.hashes)).toBe(`script-src 'self' ${kept}`)
    expect(policyWithout(['default-src \'self\'', policy], split.hashes)).toEqual(['default-src \'self\'', `script-src 'self' ${kept}`])
  })

  it('leaves a page alone that has no payload script, no loader to fetch it, or two loaders', () => {
    expect(splitPageData(split.html)).toBeNull()
    const noLoader = stored.replace(/<script id="scripts-after-paint">[\s\S]*?<\/script>/, '')
    expect(splitPageData(noLoader)).toBeNull()
    const twice = stored.replace('</body>', '<script id="scripts-after-paint">x</script></body>')
    expect(splitPageData(twice)).toBeNull()
  })

  it('splits a version once, keeps its payload by digest, and knows it again for a HEAD answer and a 304', () => {
    let reads = 0
    const read = () => {
      reads += 1
      return stored
    }
    const first = pageWithoutData('"etag"', 100, read)
    const again = pageWithoutData('"etag"', 100, read)
    expect(reads).toBe(1)
    expect(again).toEqual(first)
    expect(first?.html).toBe(split.html)
    expect(pageData(split.digest)).toBe(split.payload)
    expect(knownPageWithoutData('"etag"', 100)).toEqual(first)
    expect(knownPageWithoutData('"other"', 100)).toBeUndefined()
    // A 304 for the version knows which hashes its 200 left out.
    expect(payloadHashesOf('"etag"')).toEqual(split.hashes)
    expect(payloadHashesOf('"other"')).toBeUndefined()
    // A page that keeps its payload is remembered as such, and not read again.
    expect(pageWithoutData('"plain"', 5, () => '<html><body>x</body></html>')).toBeUndefined()
    expect(pageWithoutData('"plain"', 5, () => stored)).toBeUndefined()
    expect(payloadHashesOf('"plain"')).toBeUndefined()
  })
})

describe('the payload address', () => {
  const digest = 'A'.repeat(22)

  it("is the digest and the page's path with its query", () => {
    expect(parsePageDataPath(`${PAGE_DATA_PREFIX}${digest}/en/news/?page=2`)).toEqual({ digest, page: '/en/news/?page=2' })
    expect(parsePageDataPath(`${PAGE_DATA_PREFIX}${digest}/`)).toEqual({ digest, page: '/' })
  })

  it('is refused for a malformed digest, a missing or foreign path, or a path that is no page', () => {
    for (const url of [
      `${PAGE_DATA_PREFIX}short/`,
      `${PAGE_DATA_PREFIX}${digest}`,
      `${PAGE_DATA_PREFIX}${digest}//evil.example/`,
      `${PAGE_DATA_PREFIX}${digest}/api/contact`,
      `${PAGE_DATA_PREFIX}${digest}/admin/`,
      `${PAGE_DATA_PREFIX}${digest}/_next/static/x.js`,
      `${PAGE_DATA_PREFIX}${digest}/_page-data/${digest}/`,
      `${PAGE_DATA_PREFIX}${digest}/${'a'.repeat(600)}/`,
      '/en/',
    ]) {
      expect(parsePageDataPath(url), url).toBeNull()
    }
  })
})

describe('the store of split pages and payloads stays within its bounds', () => {
  it('counts Japanese text at 2 bytes a character and never holds more than its byte and entry caps', () => {
    // 300 distinct versions of a ~200 KB page (UTF-16 in memory): ~120 MB counted if nothing were dropped.
    const filler = '見出しと説明文'.repeat(14_000)
    for (let i = 0; i < 300; i++) {
      const html = stored.replace('<main>', `<main><p>${i}</p>${filler}`)
      pageWithoutData(`"v${i}"`, html.length, () => html)
    }
    let held = pageDataFootprint()
    expect(held.pageBytes).toBeLessThanOrEqual(PAGE_DATA_LIMITS.pageBytes)
    expect(held.pageBytes).toBeGreaterThan(PAGE_DATA_LIMITS.pageBytes / 2)
    expect(held.payloadBytes).toBeLessThanOrEqual(PAGE_DATA_LIMITS.payloadBytes)
    // The newest version is kept whole, and its payload with it.
    const last = stored.replace('<main>', `<main><p>299</p>${filler}`)
    expect(knownPageWithoutData('"v299"', last.length)?.html).toContain('<p>299</p>')
    // Pages that keep their payload (no loader) are remembered in tiny entries: their number is capped too.
    for (let i = 0; i < PAGE_DATA_LIMITS.pages + 500; i++) pageWithoutData(`"plain${i}"`, 10, () => '<html><body>plain</body></html>')
    held = pageDataFootprint()
    expect(held.pages).toBeLessThanOrEqual(PAGE_DATA_LIMITS.pages)
    expect(held.hashes).toBeLessThanOrEqual(PAGE_DATA_LIMITS.hashes)
  })
})
