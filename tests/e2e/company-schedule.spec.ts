import { expect, type APIRequestContext, test } from '@playwright/test'

import { adminToken, scheduleInAdmin, tokyo } from './helpers'

/**
 * Scheduled publishing and the revalidation of the company content (besides offices, company-cms.spec.ts):
 * a leader scheduled with the admin's drawer is on its page within 15 s of its time, and a published change
 * to a global (the company profile, saved through the REST API as the admin's save does) is on its page
 * within 5 s. Against the production build.
 */
const run = Date.now().toString(36)
test.use({ locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja' } })
test.skip(({ isMobile }) => isMobile, 'once is enough: the PC project runs it')
test.describe.configure({ mode: 'serial', timeout: 180_000 })

async function auth(request: APIRequestContext) {
  return { Authorization: `JWT ${await adminToken(request)}` }
}

/** Polls a public page until it contains the text; the time it did, or 0 past the deadline. */
async function shownAt(request: APIRequestContext, path: string, text: string, deadline: number): Promise<number> {
  while (Date.now() < deadline) {
    const response = await request.get(path)
    if (response.status() === 200 && (await response.text()).includes(text)) return Date.now()
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return 0
}

test('a leader scheduled in the admin goes live on /company/Leaders/ within 15 s of its time', async ({ page, context, request, baseURL }) => {
  test.setTimeout(300_000)
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
  const leaderName = `予約 役員 ${run}`
  const leader = await request.post('/api/leaders/?draft=true&locale=ja', {
    headers,
    data: { name: leaderName, title: '取締役', jobTitle: '予約公開の担当', bio: '予約で公開される経歴。', key: `sched-${run}`, sortOrder: 950, _status: 'draft' },
  })
  expect(leader.status(), await leader.text()).toBe(201)
  const leaderId = (await leader.json()).doc.id as number

  // The drawer takes whole minutes: the next one at least 100 s away (the admin is slow on a busy machine).
  const at = new Date(Math.ceil((Date.now() + 100_000) / 60_000) * 60_000)
  await scheduleInAdmin(page, `/admin/collections/leaders/${leaderId}/`, tokyo(at.toISOString()))
  // Shown as scheduled in the list, and not on the page before its time.
  await page.goto('/admin/collections/leaders/')
  await expect(page.locator('table tbody').getByText(`予約 ${tokyo(at.toISOString()).slice(11)}`)).toBeVisible()
  expect(await (await request.get('/company/Leaders/')).text()).not.toContain(leaderName)

  const live = await shownAt(request, '/company/Leaders/', leaderName, at.getTime() + 30_000)
  expect(live, 'the leader went live').toBeGreaterThan(0)
  const late = (live - at.getTime()) / 1000
  console.log(`scheduled leader live ${late.toFixed(1)} s after its time`)
  expect(late).toBeLessThan(15)
  await request.delete(`/api/leaders/${leaderId}`, { headers })
})

test('a published change to the company profile is on /company/Info/ within 5 s, in its language', async ({ request }) => {
  const headers = await auth(request)
  const read = async () => (await (await request.get('/api/globals/company-profile/?locale=ja&depth=0&draft=false', { headers })).json()) as { companies: { id: string; capital?: string }[] }
  const profile = await read()
  const original = profile.companies[0]!.capital ?? ''
  const capital = `${original}（${run}）`
  const saved = await request.post('/api/globals/company-profile/?locale=ja', {
    headers,
    data: { companies: profile.companies.map((c, i) => (i === 0 ? { ...c, capital } : c)), _status: 'published' },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  const savedAt = Date.now()
  try {
    const shown = await shownAt(request, '/company/Info/', capital, savedAt + 15_000)
    expect(shown, 'the new capital is on the page').toBeGreaterThan(0)
    console.log(`company profile on /company/Info/ ${((shown - savedAt) / 1000).toFixed(1)} s after the save`)
    expect(shown - savedAt).toBeLessThan(5_000)
    // The English page keeps its own text.
    expect(await (await request.get('/en/company/Info/')).text()).not.toContain(run)
  } finally {
    const now = await read()
    await request.post('/api/globals/company-profile/?locale=ja', { headers, data: { companies: now.companies.map((c, i) => (i === 0 ? { ...c, capital: original } : c)), _status: 'published' } })
  }
})
