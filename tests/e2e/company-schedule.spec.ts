import { expect, type APIRequestContext, type BrowserContext, type Page, type Response } from '@playwright/test'

import { editorsShot } from './editors-shots'
import { adminToken, firstAnswer, openScheduleDrawer, ownAccount, saveScheduleAt, test, tokyo } from './helpers'

/**
 * Scheduled publishing and the revalidation of the company content (besides offices, company-cms.spec.ts):
 * an article, a leader and a recruit interview scheduled with the admin's drawer are on their pages within 15 s of their
 * time, the figures published by an editor in the admin (site-figures) are on / and /en/ within 5 s, the head count's
 * date published with them is beside the head count on its three pages, and a published change to a global (the company
 * profile, saved through the REST API as the admin's save does) is on its page within 5 s. Against the production build.
 */
const run = Date.now().toString(36)
/** With EDITORS_SCREENSHOTS=1, the screenshots of docs/editors.md (docs/editors/). */
const shot = async (page: Page, name: string) => {
  await editorsShot(page, name)
}
// An admin control that never becomes clickable, or a page that never loads, fails that step by name before the
// test's timeout, so the test's own clean-up (restoring what it published) still runs.
test.use({ locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja' }, actionTimeout: 60_000, navigationTimeout: 60_000 })
test.skip(({ isMobile }) => isMobile, 'once is enough: the PC project runs it')
// In order, in one worker (they publish the same globals' neighbours, so never side by side), but each on its own:
// a failed one is retried alone, and the others still run (serial mode retried the whole file, minute waits included).
test.describe.configure({ mode: 'default', timeout: 180_000 })

async function auth(request: APIRequestContext) {
  return { Authorization: `JWT ${await adminToken(request)}` }
}

/** Polls a public page until it contains the text; the time it did, or 0 past the deadline. */
async function shownAt(request: APIRequestContext, path: string, text: string, deadline: number): Promise<number> {
  return firstAnswer(request, path, (status, body) => status === 200 && body.includes(text), deadline, 250)
}

/** A new editor account of this run, signed in for the admin pages of `context`. */
async function signInAsEditor(context: BrowserContext, request: APIRequestContext, baseURL: string, label: string) {
  const login = await request.post('/api/users/login', { data: await ownAccount(request, label, 'editor') })
  expect(login.status()).toBe(200)
  await context.addCookies([{ name: 'payload-token', value: (await login.json()).token as string, url: baseURL }])
}

/**
 * Clicks 変更内容を公開 on a global's admin page; when the admin's save answered that it is published. A click while
 * the admin's autosave was still in flight went unanswered for 60 s once under load 20: if no publish answers
 * within 15 s, click again (publishing twice is harmless).
 */
async function publishGlobal(page: Page, slug: string): Promise<number> {
  const isPublished = async (r: Response) =>
    r.url().includes(`/api/globals/${slug}`) && r.request().method() === 'POST' && r.ok() && (await r.json().catch(() => null))?.result?._status === 'published'
  await expect(async () => {
    const published = page.waitForResponse(isPublished, { timeout: 15_000 })
    await page.getByRole('button', { name: '変更内容を公開' }).click()
    await published
  }).toPass({ timeout: 90_000 })
  return Date.now()
}

/** A draft as the admin saves it (Japanese, then the English text of the same document), and where it shows once live. */
type Draft = { collection: string; ja: Record<string, unknown>; en: Record<string, unknown>; name: string; pages: { path: string; text: string }[] }

async function createDraft(request: APIRequestContext, headers: Record<string, string>, draft: Draft): Promise<number> {
  const made = await request.post(`/api/${draft.collection}/?draft=true&locale=ja`, { headers, data: { ...draft.ja, _status: 'draft' } })
  expect(made.status(), await made.text()).toBe(201)
  const doc = (await made.json()).doc as Record<string, unknown> & { id: number }
  // Rows of an array keep their ids in the other language, or the Japanese rows would be replaced.
  const en = Object.fromEntries(
    Object.entries(draft.en).map(([key, value]) => [key, Array.isArray(value) ? value.map((row, i) => ({ ...row, id: (doc[key] as { id: string }[])[i]?.id })) : value]),
  )
  const id = doc.id
  const english = await request.patch(`/api/${draft.collection}/${id}?draft=true&locale=en`, { headers, data: { ...en, _status: 'draft' } })
  expect(english.status(), await english.text()).toBe(200)
  return id
}

test('an article, a leader and a recruit interview scheduled in the admin for the same minute show 予約 HH:mm and go live within 15 s of it, in both languages', async ({ page, context, request, baseURL }) => {
  test.setTimeout(420_000)
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
  // One walk for the three kinds: the wait for the scheduled minute is the long part, paid once.
  const slug = `scheduled-${run}`
  const drafts: Draft[] = [
    {
      collection: 'news',
      name: `予約公開テスト ${run}`,
      ja: { title: `予約公開テスト ${run}`, slug, category: 'news', publishedAt: new Date(Date.now() - 60_000).toISOString() },
      en: { title: `Scheduled article ${run}` },
      pages: [
        { path: `/news/${slug}/`, text: `予約公開テスト ${run}` },
        { path: `/en/news/${slug}/`, text: `Scheduled article ${run}` },
      ],
    },
    {
      collection: 'leaders',
      name: `予約 役員 ${run}`,
      ja: { name: `予約 役員 ${run}`, title: '取締役', jobTitle: '予約公開の担当', bio: '予約で公開される経歴。', key: `sched-${run}`, sortOrder: 950 },
      en: { name: `Scheduled Director ${run}`, title: 'Director', jobTitle: 'In charge of scheduling', bio: 'A biography published on schedule.' },
      pages: [
        { path: '/company/Leaders/', text: `予約 役員 ${run}` },
        { path: '/en/company/Leaders/', text: `Scheduled Director ${run}` },
      ],
    },
    {
      collection: 'interviews',
      name: `予約 社員 ${run}`,
      ja: { name: `予約 社員 ${run}`, role: 'エンジニア', site: '東京本社', joined: '2024', key: `sched-i-${run}`, sortOrder: 950, answers: [{ question: '予約の質問', answer: '予約で公開される回答。' }] },
      en: { name: `Scheduled Staff ${run}`, role: 'Engineer', site: 'Tokyo head office', answers: [{ question: 'A scheduled question', answer: 'An answer published on schedule.' }] },
      pages: [
        { path: '/recruit/Interview/', text: `予約 社員 ${run}` },
        { path: '/en/recruit/Interview/', text: `Scheduled Staff ${run}` },
      ],
    },
  ]
  const ids: number[] = []
  try {
    for (const draft of drafts) ids.push(await createDraft(request, headers, draft))
    // The drawer takes whole minutes, and every step after choosing one must end before it. Two drawers are opened
    // first, in two tabs: the first loads the admin cold, the second is timed, and the steps left (one more drawer
    // and three lists, each about as slow) get the next whole minute at least 45 s and twice that estimate away.
    // An idle machine then waits 45–105 s (a fixed 100 s was too short at load 13, where the steps took longer;
    // 200 s idled most of the test). The jobs fall due together: none may wait behind another.
    const doc = (i: number) => `/admin/collections/${drafts[i]!.collection}/${ids[i]}/`
    await openScheduleDrawer(page, doc(0))
    const second = await context.newPage()
    const opening = Date.now()
    await openScheduleDrawer(second, doc(1))
    const warm = Date.now() - opening
    const at = new Date(Math.ceil((Date.now() + Math.max(45_000, 2 * 4 * warm)) / 60_000) * 60_000)
    const typed = tokyo(at.toISOString())
    console.log(`a warm drawer in ${(warm / 1000).toFixed(1)} s: scheduled for ${typed}, ${((at.getTime() - Date.now()) / 1000).toFixed(0)} s away`)
    await saveScheduleAt(page, typed, () => shot(page, '07-schedule'))
    await saveScheduleAt(second, typed)
    await second.close()
    await openScheduleDrawer(page, doc(2))
    await saveScheduleAt(page, typed)
    // Shown as scheduled in each list, and on no page before its time.
    for (const draft of drafts) {
      // The admin remembers the user's last locale (other tests switch to English): the list in Japanese.
      await page.goto(`/admin/collections/${draft.collection}/?locale=ja`)
      await expect(page.locator('table tbody tr', { hasText: draft.name }).getByText(`予約 ${typed.slice(11)}`)).toBeVisible()
      if (draft.collection === 'news') await shot(page, '08-scheduled-list')
      for (const { path, text } of draft.pages) expect(await (await request.get(path)).text(), path).not.toContain(text)
    }
    expect(Date.now(), 'scheduled before its time').toBeLessThan(at.getTime())

    const pages = drafts.flatMap((draft) => draft.pages)
    const live = await Promise.all(pages.map(({ path, text }) => shownAt(request, path, text, at.getTime() + 30_000)))
    if (live.includes(0)) {
      // What the queue says of these jobs (still waiting, failed and why, tried how often), for whoever reads the failure.
      const jobs = await request.get('/api/payload-jobs?where[taskSlug][equals]=schedulePublish&sort=-createdAt&limit=20&depth=0', { headers })
      const docs = ((await jobs.json().catch(() => ({}))) as { docs?: Record<string, unknown>[] }).docs ?? []
      const mine = docs.filter((job) => ids.includes(Number((job.input as { doc?: { value?: unknown } } | undefined)?.doc?.value)))
      console.log(`not live in time; the schedule jobs now (${jobs.status()}): ${JSON.stringify(mine.map(({ input, waitUntil, processing, hasError, totalTried, error, log }) => ({ input, waitUntil, processing, hasError, totalTried, error, log })))}`)
    }
    for (const [i, { path }] of pages.entries()) {
      expect(live[i], `live on ${path}`).toBeGreaterThan(0)
      const late = (live[i]! - at.getTime()) / 1000
      console.log(`scheduled ${path} live ${late.toFixed(1)} s after its time`)
      expect(late, path).toBeLessThan(15)
    }
  } finally {
    for (const [i, id] of ids.entries()) await request.delete(`/api/${drafts[i]!.collection}/${id}`, { headers })
  }
})

/** Every public path a news article's publish makes live, and the text that shows it is there. */
function articlePaths(slug: string, ja: string, en: string): { path: string; text: string }[] {
  return [
    { path: `/news/${slug}/`, text: ja },
    { path: `/en/news/${slug}/`, text: en },
    { path: '/news/', text: ja },
    { path: '/en/news/', text: en },
    { path: '/news/feed/', text: ja },
    { path: '/en/news/feed/', text: en },
    { path: '/sitemap.xml', text: `/news/${slug}/` },
  ]
}

/**
 * Requests each path shortly before `at`, as an editor checking the article would (the article's own pages answer
 * 404), then polls them all until each shows the article: how many seconds after `at` each did.
 */
async function liveAfter(request: APIRequestContext, paths: { path: string; text: string }[], at: number): Promise<number[]> {
  const checkAt = at - 15_000
  if (Date.now() < checkAt) await new Promise((resolve) => setTimeout(resolve, checkAt - Date.now()))
  let requested = 0
  for (const { path, text } of paths) {
    const before = await request.get(path)
    // An answer that came after the time may show the article (seen at load 24, 4 of 7 answered in the last 6 s):
    // only what answered before it must not.
    if (Date.now() >= at) break
    expect((await before.text()).replaceAll('<wbr/>', ''), `${path} before its time`).not.toContain(text)
    if (path.includes('/news/') && !path.endsWith('/news/') && !path.includes('feed')) expect(before.status(), path).toBe(404)
    requested++
  }
  // At least the article's own page was asked for (and kept as a 404) before its time: what this test is about.
  expect(requested, 'pages requested before the time').toBeGreaterThan(0)
  const shown = async ({ path, text }: { path: string; text: string }) => {
    const time = await firstAnswer(request, path, (status, body) => status === 200 && body.replaceAll('<wbr/>', '').includes(text), at + 60_000, 200)
    return time ? (time - at) / 1000 : Number.POSITIVE_INFINITY
  }
  const late = await Promise.all(paths.map(shown))
  for (const [i, { path }] of paths.entries()) console.log(`${path} live ${late[i]!.toFixed(1)} s after its time`)
  return late
}

test('an article scheduled in the admin, whose page was requested just before its time, is live on its pages, the lists, the feeds and the sitemap within 5 s of it', async ({ page, context, request, baseURL }) => {
  test.setTimeout(300_000)
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
  const slug = `sched-page-${run}`
  const ja = `予約ページ ${run}`
  const en = `Scheduled page ${run}`
  const id = await createDraft(request, headers, {
    collection: 'news',
    name: ja,
    ja: { title: ja, slug, category: 'news', publishedAt: new Date(Date.now() - 60_000).toISOString() },
    en: { title: en },
    pages: [],
  })
  try {
    await openScheduleDrawer(page, `/admin/collections/news/${id}/`)
    const at = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000)
    await saveScheduleAt(page, tokyo(at.toISOString()))
    const late = await liveAfter(request, articlePaths(slug, ja, en), at.getTime())
    for (const [i, { path }] of articlePaths(slug, ja, en).entries()) expect(late[i], path).toBeLessThan(5)
  } finally {
    await request.delete(`/api/news/${id}`, { headers })
  }
})

test('an article published with a 公開日時 still to come is live on its pages, the lists, the feeds and the sitemap within 5 s of that time', async ({ request }) => {
  test.setTimeout(120_000)
  const headers = await auth(request)
  const slug = `dated-${run}`
  const ja = `日時指定 ${run}`
  const en = `Dated article ${run}`
  const at = Date.now() + 20_000
  const made = await request.post('/api/news?locale=ja', { headers, data: { title: ja, slug, category: 'news', publishedAt: new Date(at).toISOString(), _status: 'published' } })
  expect(made.status(), await made.text()).toBe(201)
  const id = (await made.json()).doc.id as number
  try {
    expect((await request.patch(`/api/news/${id}?locale=en`, { headers, data: { title: en, _status: 'published' } })).status()).toBe(200)
    const late = await liveAfter(request, articlePaths(slug, ja, en), at)
    for (const [i, { path }] of articlePaths(slug, ja, en).entries()) expect(late[i], path).toBeLessThan(5)
  } finally {
    await request.delete(`/api/news/${id}`, { headers })
  }
})

test('a published change to the company profile is on /company/Info/ within 5 s, in its language', async ({ request }) => {
  const headers = await auth(request)
  type Profile = { companies: { id: string; capital?: string }[] }
  const read = async () => (await (await request.get('/api/globals/company-profile/?locale=ja&depth=0&draft=false', { headers })).json()) as Profile
  const original = (await read()).companies[0]!.capital ?? ''
  const capital = `${original}（${run}）`
  const saved = await request.post('/api/globals/company-profile/?locale=ja', { headers, data: { companies: (await read()).companies.map((c, i) => (i === 0 ? { ...c, capital } : c)), _status: 'published' } })
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

test("the head count's date, published by an editor with the other figures (各ページの数字 → 従業員数), is beside the head count on three pages", async ({ page, context, request, baseURL }) => {
  const headers = await auth(request)
  type Figures = { employees?: { asOf?: string | null } }
  const read = async (locale: 'ja' | 'en') => (await (await request.get(`/api/globals/site-figures/?locale=${locale}&depth=0&draft=false`, { headers })).json()) as Figures
  const originalAsOf = (await read('ja')).employees?.asOf ?? ''
  expect(originalAsOf, 'the seeded head-count date').toBe('2025年12月末時点')
  expect((await read('en')).employees?.asOf, 'the seeded English head-count date').toBe('as of the end of December 2025')
  // The same month (figures-agree.spec.ts may read the pages meanwhile), marked with this run.
  const asOf = `2025年12月末時点・${run}`
  await signInAsEditor(context, request, baseURL!, 'headcount-date')
  try {
    await page.goto('/admin/globals/site-figures?locale=ja')
    // The date sits in the figures' own group, named in Japanese as the other figures are.
    await expect(page.locator('label[for="field-employees__asOf"]')).toContainText('時点')
    await expect(page.locator('#field-employees__asOf').locator('xpath=ancestor::*[contains(@class, "group-field")][1]')).toContainText('従業員数')
    await page.locator('#field-employees__asOf').fill(asOf)
    await publishGlobal(page, 'site-figures')
    // The head count's date, as the editor wrote it, beside the head count (134) on every page that quotes it.
    // Read as a visitor reads it: the card or table cell on screen that holds the date also holds the figure.
    for (const path of ['/company/Info/', '/company/', '/recruit/']) {
      await expect
        .poll(
          async () => {
            await page.goto(path)
            return page.evaluate((date) => [...document.querySelectorAll<HTMLElement>('main li, main td')].find((el) => el.checkVisibility() && el.innerText.includes(date))?.innerText ?? '', asOf)
          },
          { message: `the new head-count date beside the head count on ${path}`, timeout: 15_000 },
        )
        .toContain('134')
    }
    // The English pages keep their own date.
    expect(await (await request.get('/en/recruit/')).text()).not.toContain(run)
    expect(await (await request.get('/en/recruit/')).text()).toContain('as of the end of December 2025')
  } finally {
    const restored = await request.post('/api/globals/site-figures/?locale=ja', { headers, data: { employees: { asOf: originalAsOf }, _status: 'published' } })
    expect(restored.status(), await restored.text()).toBe(200)
  }
})

test("the figures published by an editor in the admin (各ページの数字) are on / and /en/ within 5 s", async ({ page, context, request, baseURL }) => {
  const headers = await auth(request)
  type Figures = { cameras: Record<string, string>; skipCart: Record<string, string> }
  const read = async () => (await (await request.get('/api/globals/site-figures/?locale=ja&depth=0&draft=false', { headers })).json()) as Figures
  const original = (await read()).cameras
  // Digits in front of the seeded count: unique to this run, and the page still says "2,326" for the
  // tests that read the seeded figures meanwhile (pages.spec.ts).
  const cameras = `${(Date.now() % 900) + 100}${original.value}`
  const shown = `>${cameras}<`
  await signInAsEditor(context, request, baseURL!, 'figures')
  try {
    await page.goto('/admin/globals/site-figures?locale=ja')
    await expect(page.locator('label[for="field-cameras__value"]')).toContainText('台数')
    await page.locator('#field-cameras__value').fill(cameras)
    const clicked = Date.now()
    const savedAt = await publishGlobal(page, 'site-figures')
    for (const path of ['/', '/en/']) {
      const at = await shownAt(request, path, shown, savedAt + 15_000)
      expect(at, `the new figure on ${path}`).toBeGreaterThan(0)
      console.log(`figures: saved ${savedAt - clicked} ms after the click, on ${path} ${at - savedAt} ms after that`)
      expect(at - savedAt, path).toBeLessThan(5_000)
    }
  } finally {
    // Leave the seeded figures as they were, and wait for the page to show them again.
    const now = await read()
    const restored = await request.post('/api/globals/site-figures/?locale=ja', { headers, data: { cameras: { ...now.cameras, value: original.value }, _status: 'published' } })
    expect(restored.status(), await restored.text()).toBe(200)
    await expect.poll(async () => (await (await request.get('/')).text()).includes(shown), { message: 'the seeded figure is back', timeout: 15_000 }).toBe(false)
  }
})

test("the recruit message's picture, chosen by an editor in the admin, is on /recruit/Message/ in both languages within 5 s", async ({ page, context, request, baseURL }) => {
  const headers = await auth(request)
  const read = async () => (await (await request.get('/api/globals/company-messages/?locale=ja&depth=0&draft=false', { headers })).json()) as { recruit: Record<string, unknown> & { picture?: number | null } }
  const original = (await read()).recruit.picture ?? null
  // One of the interview portraits the seed uploaded, which /recruit/Message/ does not show today.
  const chosen = 'seed-portrait-chen.webp'
  for (const path of ['/recruit/Message/', '/en/recruit/Message/']) expect(await (await request.get(path)).text()).not.toContain(chosen)
  await signInAsEditor(context, request, baseURL!, 'recruit-picture')
  // Another editor's lock on the global: the live preview's walk (live-preview.spec.ts) ends by closing its tab on
  // the edit view, which Payload does not hear of, so its lock stays until it expires after 5 minutes (a fresh-clone
  // run failed on that dialog). Take over, as an editor does when a colleague left the page open.
  await page.addLocatorHandler(page.locator('#document-locked'), async (dialog) => {
    await dialog.getByRole('button', { name: '引き継ぐ' }).click()
  })
  try {
    await page.goto('/admin/globals/company-messages?locale=ja')
    const field = page.locator('#field-recruit__picture')
    await expect(field.locator('label')).toHaveText('写真')
    // Payload's upload field: take the current picture off (if any), then pick another from the media library.
    const remove = field.locator('.upload-relationship-details__remove')
    const choose = field.getByRole('button', { name: '既存から選択' })
    await expect(remove.or(choose)).toBeVisible()
    if (await remove.isVisible()) await remove.click()
    await choose.click()
    // The library lists the newest files first, and other tests upload more: find this one by its name. The
    // search is typed again if the list still shows other files (its first, unfiltered answer can come last).
    const search = page.locator('.search-filter__input')
    const inList = page.getByText(chosen, { exact: true })
    await expect(async () => {
      await search.fill('')
      await search.fill(chosen)
      await expect(inList).toBeVisible({ timeout: 15_000 })
    }).toPass({ timeout: 60_000 })
    await inList.click()
    await expect(field.locator('.upload-relationship-details__filename')).toHaveText(chosen)
    const savedAt = await publishGlobal(page, 'company-messages')
    for (const path of ['/recruit/Message/', '/en/recruit/Message/']) {
      const at = await shownAt(request, path, `/media/${chosen}`, savedAt + 15_000)
      expect(at, `the new picture on ${path}`).toBeGreaterThan(0)
      console.log(`recruit picture on ${path} ${at - savedAt} ms after the save`)
      expect(at - savedAt, path).toBeLessThan(5_000)
    }
    // Seen by a visitor, in a tab of its own: leaving the admin's edit view can stop at its "leave this page?"
    // prompt (the likeliest place a fresh-clone run hung, with the picture published, until the test's
    // timeout). The picture beside the signature is the chosen one, loaded, and nothing covers it.
    const visitor = await context.newPage()
    await visitor.goto('/recruit/Message/')
    const picture = visitor.locator('article footer img')
    await picture.scrollIntoViewIfNeeded()
    await expect(picture).toHaveAttribute('src', new RegExp(chosen.replace('.', '\\.')))
    // Its alternative text is the media item's own, in the page's language.
    const media = await request.get(`/api/media/?where[filename][equals]=${chosen}&locale=ja&depth=0`, { headers })
    await expect(picture).toHaveAttribute('alt', ((await media.json()) as { docs: { alt: string }[] }).docs[0]!.alt)
    const onTop = () =>
      picture.evaluate((img) => {
        const box = img.getBoundingClientRect()
        return (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0 && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === img
      })
    await expect.poll(onTop, { message: 'the picture is loaded and on top' }).toBe(true)
  } finally {
    const now = await read()
    const restored = await request.post('/api/globals/company-messages/?locale=ja', { headers, data: { recruit: { ...now.recruit, picture: original }, _status: 'published' } })
    expect(restored.status(), await restored.text()).toBe(200)
    await expect.poll(async () => (await (await request.get('/recruit/Message/')).text()).includes(chosen), { message: 'the seeded picture is back', timeout: 15_000 }).toBe(false)
  }
})
