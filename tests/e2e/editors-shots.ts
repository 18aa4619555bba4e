import type { Locator, Page } from '@playwright/test'

/**
 * The screenshots of docs/editors.md (docs/editors/), taken by the browser tests when EDITORS_SCREENSHOTS=1
 * (`npm run docs:screenshots`, scripts/editors-screenshots.mjs, which also shrinks them). The admin is drawn in the
 * machine's Japanese system font (fonts-noto-cjk, checked by that script), as an editor's browser draws it.
 */
export const EDITORS_SHOTS = process.env.EDITORS_SCREENSHOTS === '1'

/**
 * Saves docs/editors/<name>.png when EDITORS_SCREENSHOTS=1: the whole window, or only the element `region`. Toasts
 * are hidden; the fonts have loaded.
 */
export async function editorsShot(page: Page, name: string, region?: Locator): Promise<void> {
  if (!EDITORS_SHOTS) return
  await page.evaluate(async () => {
    const style = document.createElement('style')
    style.textContent = '.payload-toast-container, [data-sonner-toaster] { display: none !important; }'
    document.head.append(style)
    await document.fonts.ready
  })
  const path = `docs/editors/${name}.png`
  if (!region) return void (await page.screenshot({ path }))
  // The element whole, even when it is taller than the window (Playwright scrolls and stitches it).
  await region.screenshot({ path })
}
