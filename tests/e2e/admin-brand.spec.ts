import { expect } from '@playwright/test'
import { test } from './helpers'

/** The admin shows the company's mark, not Payload's: the tab's icon and the sign-in page's logo (issue 43, 8). */
test.skip(({ isMobile }) => isMobile, 'once is enough: the PC project runs it')

test("the sign-in page shows the company's logo and the tab the company's icon, not Payload's", async ({ page, request }) => {
  const html = await (await request.get('/admin/login')).text()
  expect(html).toContain('href="/icon.svg"')
  expect(html).not.toMatch(/payload-favicon/)
  await page.goto('/admin/login')
  const logo = page.getByRole('img', { name: '株式会社カイモノAI' })
  await expect(logo).toBeVisible()
  // On screen and on top: the point at the logo's centre belongs to it.
  const onTop = await logo.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
  })
  expect(onTop).toBe(true)
  expect(await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/icon.svg'])
})
