import type { Locator, Page } from '@playwright/test'

/**
 * The screenshots of docs/editors.md (docs/editors/), taken by the browser tests when EDITORS_SCREENSHOTS=1
 * (`npm run docs:screenshots`, scripts/editors-screenshots.mjs, which also shrinks them). The admin is drawn in the
 * machine's Japanese system font (fonts-noto-cjk, checked by that script), as an editor's browser draws it.
 */
export const EDITORS_SHOTS = process.env.EDITORS_SCREENSHOTS === '1'

/**
 * Saves docs/editors/<name>.png when EDITORS_SCREENSHOTS=1: the whole viewport, or only `region` (an element and
 * `margin` pixels around it). Toasts are hidden; the fonts have loaded.
 */
export async function editorsShot(page: Page, name: string, region?: Locator, margin = 8): Promise<void> {
  if (!EDITORS_SHOTS) return
  await page.addStyleTag({ content: '.payload-toast-container, [data-sonner-toaster] { display: none !important; }' })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  const path = `docs/editors/${name}.png`
  if (!region) return void (await page.screenshot({ path }))
  await region.scrollIntoViewIfNeeded()
  const box = await region.boundingBox()
  if (!box) throw new Error(`editorsShot ${name}: the region is not on the page`)
  const view = page.viewportSize() ?? { width: 1366, height: 900 }
  const x = Math.max(0, box.x - margin)
  const y = Math.max(0, box.y - margin)
  await page.screenshot({
    path,
    clip: { x, y, width: Math.min(view.width - x, box.width + 2 * margin), height: Math.min(view.height - y, box.height + 2 * margin) },
  })
}
