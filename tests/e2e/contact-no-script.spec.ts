import { readFileSync } from 'node:fs'

import { expect, type Page } from '@playwright/test'

import { adminToken, clientIp, ENQUIRY, holdScripts, test } from './helpers'

/**
 * The contact form never puts what was typed into a URL (issue 41 §8): it posts to the endpoint, which answers
 * with the steps as HTML when no script handles the form (features/contact/server/no-script.ts).
 */
type Messages = typeof import('../../messages/en.json')
const en = JSON.parse(readFileSync('messages/en.json', 'utf8')) as Messages
const unique = () => `NoScript${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function fill(page: Page, lastName: string) {
  await page.locator('#contact-subject').selectOption(ENQUIRY.subject)
  await page.locator('#contact-lastName').fill(lastName)
  await page.locator('#contact-firstName').fill(ENQUIRY.firstName)
  await page.locator('#contact-company').fill(ENQUIRY.company)
  await page.locator('#contact-email').fill(ENQUIRY.email)
  await page.locator('#contact-message').fill(`${ENQUIRY.message}\nsecret message`)
}

/** Every URL the page went to, main frame only. */
function trackNavigations(page: Page): string[] {
  const urls: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url())
  })
  return urls
}

function expectNothingTypedIn(urls: string[], typed: string[]) {
  for (const url of urls) {
    expect(url, url).not.toContain('?')
    for (const value of typed) expect(url).not.toContain(encodeURIComponent(value).slice(0, 12))
  }
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp() })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an enquiry goes through Confirm to Complete, with nothing typed in any URL', async ({ page, request }) => {
    const urls = trackNavigations(page)
    const lastName = unique()
    await page.goto('/en/contact/')
    const form = page.locator('form[action="/api/contact/"]')
    await expect(form).toHaveAttribute('method', 'post')
    await fill(page, lastName)
    await page.locator('#contact-privacy').check()
    await page.getByRole('button', { name: en.contact.form.toConfirm }).click()

    // The Confirm step, as HTML from the endpoint: the values as text, Modify and Submit.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.contact.steps.confirm)
    await expect(page.locator('dl')).toContainText(lastName)
    await expect(page.locator('dl')).toContainText('secret message')
    const submit = page.getByRole('button', { name: en.contact.confirm.submit })
    const box = await submit.boundingBox()
    expect(box && box.height >= 44).toBe(true)
    // The form token's minimum fill time (3 s) runs from the Confirm page.
    await page.waitForTimeout(3200)
    await submit.click()
    // The Complete step, as HTML from the endpoint.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.contact.steps.complete)
    await expect(page.getByText(en.contact.complete.body)).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/api/contact/')
    expectNothingTypedIn(urls, [lastName, ENQUIRY.email, 'secret message'])

    // Stored once, as typed.
    const res = await request.get(`/api/enquiries/?where[lastName][equals]=${lastName}&depth=0`, { headers: { Authorization: `JWT ${await adminToken(request)}` } })
    const { docs } = (await res.json()) as { docs: { message: string; email: string }[] }
    expect(docs).toHaveLength(1)
    expect(docs[0].message).toContain('secret message')
  })

  test('a mistake comes back as the entry step with the message and what was typed', async ({ page }) => {
    const lastName = unique()
    await page.goto('/en/contact/')
    await fill(page, lastName)
    // Privacy not accepted.
    await page.getByRole('button', { name: en.contact.form.toConfirm }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.contact.steps.entry)
    await expect(page.getByText(en.contact.errors.privacy)).toBeVisible()
    await expect(page.locator('#contact-lastName')).toHaveValue(lastName)
    expect(page.url()).not.toContain('?')
  })
})

test('pressing Enter before hydration posts the entry and leaks nothing into the URL', async ({ page }) => {
  const urls = trackNavigations(page)
  const scripts = await holdScripts(page)
  const lastName = unique()
  await page.goto('/en/contact/')
  await fill(page, lastName)
  await page.locator('#contact-privacy').check()
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/contact/') && r.method() === 'POST')
  await page.locator('#contact-company').press('Enter')
  const request = await posted
  expect(request.postData() ?? '').toContain(encodeURIComponent(lastName))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.contact.steps.confirm)
  expectNothingTypedIn(urls, [lastName, ENQUIRY.email, 'secret message'])
  scripts.release()
})
