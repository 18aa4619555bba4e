/**
 * Forms built in the CMS (features/forms, issue 46): the seeded seminar registration form on /lp/seminar-2027/ in
 * both languages, through Entry → Confirm → Complete, its messages for bad input (the contact form's), the entry
 * kept across a reload, the submission in the staff inbox under the form's name and in its CSV, and the endpoint
 * answering malformed input with 4xx, never 5xx.
 */
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

import en from '../../messages/en.json' with { type: 'json' }
import ja from '../../messages/ja.json' with { type: 'json' }
import { adminToken, clientIp, hydrated, LOCALE_PREFIX, test, type TestLocale } from './helpers'

const MESSAGES = { ja, en }

/** axe (WCAG 2.2 AA) violations on the page as it is. */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
}
// In order, in one worker: the inbox test looks for the registrations the first two made.
test.describe.configure({ mode: 'default' })
const FORM_NAME = '店舗DXセミナー2027 参加申し込み'

async function openForm(page: Page, locale: TestLocale) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() })
  await page.goto(`${LOCALE_PREFIX[locale]}/lp/seminar-2027/`)
  await hydrated(page)
  const form = page.getByTestId('cms-form')
  await form.scrollIntoViewIfNeeded()
  return form
}

for (const locale of ['ja', 'en'] as const) {
  test(`a visitor registers for the seminar (${locale}): messages, reload, Confirm, Complete, inbox, CSV`, async ({ page, request }) => {
    const t = MESSAGES[locale]
    const form = await openForm(page, locale)
    // Next with nothing filled: the contact form's messages, on screen.
    await form.getByRole('button', { name: t.landing.form.next }).click()
    const summary = page.getByTestId('cms-form-summary')
    await expect(summary).toBeVisible()
    await expect(summary).toContainText(t.contact.errors.required)
    await expect(summary).toContainText(t.contact.errors.privacy)
    const company = `Forms ${locale} ${Date.now()}`
    const name = locale === 'ja' ? '山田 花子' : 'Hanako Yamada'
    const labels = locale === 'ja' ? { name: 'お名前', company: '会社名', email: 'メールアドレス', attendees: '参加人数', session: '参加方法' } : { name: 'Name', company: 'Company', email: 'E-mail address', attendees: 'Number of attendees', session: 'Session' }
    await form.getByLabel(labels.name).fill(name)
    await form.getByLabel(labels.company).fill(company)
    await form.getByLabel(labels.email).fill('not-an-address')
    await form.getByLabel(labels.email).blur()
    await expect(form.getByText(t.contact.errors.email, { exact: true })).toBeVisible()
    await form.getByLabel(labels.email).fill('hanako@retail.example')
    await form.getByLabel(labels.attendees).selectOption('2')
    await form.getByLabel(labels.session).selectOption('online')
    // What was typed survives a reload.
    await page.reload()
    await hydrated(page)
    await expect(form.getByLabel(labels.company)).toHaveValue(company)
    await page.getByRole('checkbox').check()
    await page.getByTestId('cms-form').getByRole('button', { name: t.landing.form.next }).click()
    const confirm = page.locator('[data-testid="cms-form"][data-step="confirm"]')
    await expect(confirm).toBeVisible()
    await expect(confirm).toContainText(company)
    await expect(confirm).toContainText(locale === 'ja' ? 'オンライン' : 'Online')
    const send = confirm.getByRole('button', { name: t.landing.form.submit })
    // The button is what a tap at its centre hits (in view first: a phone shows the step's top).
    await send.scrollIntoViewIfNeeded()
    const box = (await send.boundingBox())!
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent, [box.x + box.width / 2, box.y + box.height / 2])).toBe(t.landing.form.submit)
    await send.click()
    const complete = page.locator('[data-testid="cms-form"][data-step="complete"]')
    await expect(complete).toBeVisible({ timeout: 15_000 })
    await expect(complete).toContainText(t.landing.form.completeHeading)

    test.skip(!process.env.PAYLOAD_ADMIN_PASSWORD, 'needs the staff account')
    const token = await adminToken(request)
    const found = await request.get(`/api/enquiries/?where[company][equals]=${encodeURIComponent(company)}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
    const { docs } = (await found.json()) as { docs: { formName: string; title: string; email: string }[] }
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ formName: FORM_NAME, email: 'hanako@retail.example' })
    expect(docs[0].title.startsWith(`[${FORM_NAME}]`)).toBe(true)
    const csv = await (await request.get(`/api/enquiries/export-filtered.csv?lang=ja&search=${encodeURIComponent(company)}`, { headers: { Authorization: `JWT ${token}` } })).text()
    expect(csv.split('\r\n')[0]).toContain('フォーム,お名前,会社名,メールアドレス,参加人数,参加方法')
    expect(csv).toContain(FORM_NAME)
    expect(csv).toContain(locale === 'ja' ? '2名' : '2名')
  })
}

test('the staff inbox lists the submission under the form’s name', async ({ page, context, request, baseURL }) => {
  test.skip(!process.env.PAYLOAD_ADMIN_PASSWORD, 'needs the staff account')
  await context.addCookies([{ name: 'payload-token', value: await adminToken(request), url: baseURL! }])
  await page.goto('/admin/collections/enquiries?limit=50')
  // The list's first column, the link to each enquiry, is its title: the form's name first.
  await expect(page.getByRole('link', { name: new RegExp(`^\\[${FORM_NAME}\\] / `) }).first()).toBeVisible({ timeout: 30_000 })
})

/** The seeded form's id, as the seminar page's form posts it. */
async function seededFormId(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/lp/seminar-2027/')).text()
  const id = /name="_form" value="(\d+)"/.exec(html)?.[1]
  expect(id, 'the seminar page has the form').toBeTruthy()
  return id!
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the seminar form posts itself: messages with what was typed kept, then Confirm and Complete as HTML, nothing typed in a URL', async ({ page, request }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() })
    const urls: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) urls.push(frame.url())
    })
    const company = `NoScript forms ${Date.now().toString(36)}`
    await page.goto('/en/lp/seminar-2027/')
    const form = page.locator('form[action="/api/forms/"]')
    await expect(form).toHaveAttribute('method', 'post')
    await expect(page.getByText('This form needs JavaScript')).toHaveCount(0)
    await form.getByLabel('Name', { exact: false }).first().fill('Hanako Yamada')
    await form.getByLabel('Company').fill(company)
    await form.getByLabel('E-mail address').fill('not-an-address')
    await form.getByLabel('Number of attendees').selectOption('2')
    await form.getByLabel('Session').selectOption('online')
    await form.getByRole('button', { name: en.landing.form.next }).click()

    // The entry again, from the endpoint: the contact form's messages, what was typed kept.
    expect(new URL(page.url()).pathname).toBe('/api/forms/')
    await expect(page.getByRole('alert').first()).toContainText(en.landing.form.summary)
    await expect(page.getByText(en.contact.errors.email)).toBeVisible()
    await expect(page.getByText(en.contact.errors.privacy)).toBeVisible()
    await expect(page.locator('#form-company')).toHaveValue(company)
    await expect(page.locator('#form-session')).toHaveValue('online')
    await page.locator('#form-email').fill('hanako@retail.example')
    await page.locator('#form-privacy').check()
    await page.getByRole('button', { name: en.landing.form.next }).click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.landing.form.confirmHeading)
    await expect(page.locator('dl')).toContainText(company)
    await expect(page.locator('dl')).toContainText('Online')
    // Back to the entry and on again: the values travel in the post, never in the URL.
    await page.getByRole('button', { name: en.landing.form.back }).click()
    await expect(page.locator('#form-company')).toHaveValue(company)
    await page.getByRole('button', { name: en.landing.form.next }).click()
    const send = page.getByRole('button', { name: en.landing.form.submit })
    const box = (await send.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.textContent, [box.x + box.width / 2, box.y + box.height / 2])).toBe(en.landing.form.submit)
    // The form token's minimum fill time (3 s) runs from the Confirm page.
    await page.waitForTimeout(3200)
    await send.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.landing.form.completeHeading)
    for (const url of urls) {
      expect(url, url).not.toContain('?')
      expect(url).not.toContain('NoScript')
    }

    test.skip(!process.env.PAYLOAD_ADMIN_PASSWORD, 'needs the staff account')
    const found = await request.get(`/api/enquiries/?where[company][equals]=${encodeURIComponent(company)}&depth=0`, { headers: { Authorization: `JWT ${await adminToken(request)}` } })
    const { docs } = (await found.json()) as { docs: { formName: string; email: string }[] }
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ formName: FORM_NAME, email: 'hanako@retail.example' })
  })
})

test.describe('the forms endpoint (HTTP)', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks run in the pc project')

  test('malformed bodies, wrong types, unknown forms and oversize bodies get 4xx, never 5xx', async ({ request }) => {
    const origin = new URL(test.info().project.use.baseURL!).origin
    const headers = { 'content-type': 'application/json', origin, 'x-forwarded-for': clientIp() }
    const token = ((await (await request.get('/api/forms/')).json()) as { token: string }).token
    await new Promise((resolve) => setTimeout(resolve, 3200))
    const base = { locale: 'ja', token, idempotencyKey: `fuzz${Date.now()}abcdefghijkl`, website: '' }
    const bodies: unknown[] = [
      '{', '[]', 'null', '"x"', '{"locale":"ja"}',
      { ...base, form: 999999, values: {} },
      { ...base, form: -1, values: {} },
      { ...base, form: 1.5, values: {} },
      { ...base, form: '1; DROP TABLE forms', values: {} },
      { ...base, form: [1], values: {} },
      { ...base, form: 1, values: null },
      { ...base, form: 1, values: [1, 2] },
      { ...base, form: 1, values: { name: { $ne: 1 } } },
      { ...base, form: 1, values: { email: 'x'.repeat(300) } },
      { ...base, locale: 'fr', form: 1, values: {} },
    ]
    for (const body of bodies) {
      const res = await request.post('/api/forms/', { headers, data: typeof body === 'string' ? body : JSON.stringify(body) })
      expect(res.status(), JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(res.status(), JSON.stringify(body)).toBeLessThan(500)
    }
    const big = await request.post('/api/forms/', { headers, data: JSON.stringify({ ...base, form: 1, values: { name: 'x'.repeat(40_000) } }) })
    expect(big.status()).toBe(413)
    expect((await request.post('/api/forms/', { headers: { ...headers, origin: 'https://evil.example' }, data: '{}' })).status()).toBe(403)
  })

  test('staff still reach the forms collection at /api/forms: the block’s form picker lists forms, the admin’s Create (multipart) makes one, an unused form is deleted', async ({ request }) => {
    test.skip(!process.env.PAYLOAD_ADMIN_PASSWORD, 'needs the staff account')
    const headers = { Authorization: `JWT ${await adminToken(request)}` }
    const list = await request.get('/api/forms/?limit=50&depth=0&sort=name', { headers })
    expect(list.status()).toBe(200)
    expect(((await list.json()) as { docs: { name: string }[] }).docs.map((doc) => doc.name)).toContain(FORM_NAME)
    const name = `Picker check ${Date.now().toString(36)}`
    const fields = [
      { kind: 'email', key: 'email', required: true, label: 'メールアドレス' },
      { kind: 'consent', key: 'privacy', required: true, label: '同意する' },
    ]
    const made = await request.post('/api/forms/?locale=ja&depth=0', { headers, multipart: { _payload: JSON.stringify({ name, notifyTo: 'desk@kaimono-ai.example', fields }) } })
    expect(made.status(), await made.text()).toBe(201)
    const id = ((await made.json()) as { doc: { id: number } }).doc.id
    // A visitor's token is still a plain GET, signed in or not.
    expect(((await (await request.get('/api/forms/', { headers })).json()) as { token?: string }).token).toBeTruthy()
    expect((await request.delete(`/api/forms/${id}`, { headers })).status()).toBe(200)
  })

  test('the HTML steps without JavaScript (entry with messages, Confirm) have no axe violation (WCAG 2.2 AA), in both languages', async ({ page, request }) => {
    const origin = new URL(test.info().project.use.baseURL!).origin
    const id = await seededFormId(request)
    const filled = 'name=Hanako&company=Acme&email=a%40acme.example&attendees=2&session=online&privacy=on'
    for (const locale of ['ja', 'en']) {
      for (const body of ['email=x', filled]) {
        const res = await request.post('/api/forms/', { headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': clientIp() }, data: `_form=${id}&_locale=${locale}&_step=confirm&${body}` })
        await page.setContent(await res.text())
        expect(await axeViolations(page), `${locale} ${body}`).toEqual([])
      }
    }
  })

  test('form-encoded posts (the form without JavaScript): bad input gets 4xx HTML, never 5xx', async ({ request }) => {
    const origin = new URL(test.info().project.use.baseURL!).origin
    const headers = { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': clientIp() }
    const id = await seededFormId(request)
    const bodies: [string, number][] = [
      ['', 400],
      ['_form=abc', 400],
      ['_form=0', 400],
      ['_form=-1', 400],
      ['_form=1.5', 400],
      ['_form=99999999', 404],
      ['_form=%E0%A4%A', 400],
      [`_form=${id}&_form=1`, 400],
      [`_form=${id}&_locale=fr&_step=zzz`, 400],
      [`_form=${id}&_step=confirm&email=x&privacy=on`, 400],
      [`_form=${id}&_step=confirm&name=${'x'.repeat(300)}`, 400],
      [`_form=${id}&_step=confirm&name=%00%01`, 400],
      [`_form=${id}&_step=submit`, 400],
      [`_form=${id}&_step=submit&_key=short&_token=x`, 400],
      [`_form=${id}&_step=submit&_key=${'k'.repeat(20)}&_token=x&name=a&company=b&email=a%40b.example&attendees=9&session=moon&privacy=on`, 200],
    ]
    for (const [body, status] of bodies) {
      const res = await request.post('/api/forms/', { headers, data: body })
      expect(res.status(), body.slice(0, 80)).toBeLessThan(500)
      if (status !== 200) expect(res.status(), body.slice(0, 80)).toBe(status)
      expect(res.headers()['content-type']).toContain('text/html')
      expect(res.headers()['cache-control']).toContain('no-store')
    }
    expect((await request.post('/api/forms/', { headers, data: `_form=${id}&name=${'x'.repeat(70_000)}` })).status()).toBe(413)
    expect((await request.post('/api/forms/', { headers: { ...headers, origin: 'https://evil.example' }, data: `_form=${id}` })).status()).toBe(403)
  })
})
