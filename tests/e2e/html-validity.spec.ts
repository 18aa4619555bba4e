/**
 * Valid HTML: the W3C Nu HTML Checker (vnu-jar, pinned; Java from Debian's default-jre-headless, which
 * .ci/run installs when missing) reports no error on any page: every route in both languages, the 404
 * page, the contact steps, news and campaign lists and details, the seminar landing page and its form's steps
 * without JavaScript, and the signed previews.
 * Runs once (PC project): the server sends the same HTML to every viewport.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { type APIRequestContext, expect } from '@playwright/test'

import { signPreviewToken } from '../../src/lib/cms/preview-token'
import { adminToken, allStaticUrls, test } from './helpers'

const PREVIEW_SECRET = process.env.PREVIEW_SECRET ?? 'test-only-preview-secret-0123456789'

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string }

async function firstIds(request: APIRequestContext, token: string) {
  const headers = { Authorization: `JWT ${token}` }
  const pick = async (collection: string) => {
    const res = await request.get(`/api/${collection}?limit=1&depth=0`, { headers })
    const { docs } = await res.json()
    return docs[0] as { id: number; slug?: string }
  }
  return { news: await pick('news'), campaigns: await pick('campaigns'), banners: await pick('banners') }
}

test('the Nu HTML Checker finds no error on any page, in both languages', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'pc', 'same HTML for every viewport')
  test.setTimeout(240_000)
  expect(spawnSync('java', ['-version']).status, 'Java is needed: apt-get install -y default-jre-headless').toBe(0)

  const ids = await firstIds(request, await adminToken(request))
  const sign = (collection: 'news' | 'campaigns' | 'banners', id: number) => encodeURIComponent(signPreviewToken(PREVIEW_SECRET, collection, String(id)))

  const urls = new Set(allStaticUrls().map((u) => u.url))
  for (const prefix of ['', '/en']) {
    urls.add(`${prefix}/no-such-page/`)
    urls.add(`${prefix}/news/?page=2`)
    urls.add(`${prefix}/news/${ids.news.slug}/`)
    urls.add(`${prefix}/campaign/${ids.campaigns.slug}/`)
    urls.add(`${prefix}/lp/seminar-2027/`)
    urls.add(`${prefix}/news/draft/?id=${ids.news.id}&token=${sign('news', ids.news.id)}`)
    urls.add(`${prefix}/campaign/draft/?id=${ids.campaigns.id}&token=${sign('campaigns', ids.campaigns.id)}`)
    urls.add(`${prefix}/draft/?id=${ids.banners.id}&token=${sign('banners', ids.banners.id)}`)
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'vnu-'))
  const files = new Map<string, string>()
  try {
    let n = 0
    for (const url of urls) {
      const res = await request.get(url)
      expect([200, 404], url).toContain(res.status())
      const file = path.join(dir, `page-${n++}.html`)
      writeFileSync(file, await res.text())
      files.set(file, url)
    }
    // The seminar form's steps without JavaScript (HTML from /api/forms/): the entry with messages, and Confirm.
    const formId = /name="_form" value="(\d+)"/.exec(await (await request.get('/lp/seminar-2027/')).text())?.[1]
    expect(formId, 'the seminar page has its form').toBeTruthy()
    const origin = new URL(testInfo.project.use.baseURL!).origin
    const filled = 'name=Hanako&company=Acme&email=a%40acme.example&attendees=2&session=online&privacy=on'
    for (const locale of ['ja', 'en']) {
      for (const body of [`_step=confirm&email=x`, `_step=confirm&${filled}`]) {
        const res = await request.post('/api/forms/', { headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, data: `_form=${formId}&_locale=${locale}&${body}` })
        expect([200, 400], body).toContain(res.status())
        const file = path.join(dir, `page-${n++}.html`)
        writeFileSync(file, await res.text())
        files.set(file, `POST /api/forms/ (${locale}) ${body.slice(0, 30)}`)
      }
    }
    const jar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar')
    // vnu exits 1 when it reports errors; the JSON on stderr is what counts.
    let out = ''
    try {
      execFileSync('java', ['-Xss1m', '-jar', jar, '--format', 'json', '--errors-only', ...files.keys()], { stdio: ['ignore', 'pipe', 'pipe'] })
    } catch (error) {
      out = String((error as { stderr?: Buffer }).stderr ?? '')
    }
    const messages: VnuMessage[] = out ? JSON.parse(out).messages : []
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => `${files.get(m.url.replace(/^file:/, '')) ?? m.url}:${m.lastLine ?? '?'}: ${m.message} ${m.extract ? `[${m.extract.trim().slice(0, 80)}]` : ''}`)
    testInfo.annotations.push({ type: 'vnu', description: `${files.size} pages checked, ${errors.length} errors` })
    expect(errors, errors.join('\n')).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
