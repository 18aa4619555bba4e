import { afterLoad } from './after-load'

/**
 * The configured web-font stylesheet (`FONT_STYLESHEET_URL`; docs/decisions.md P4).
 *
 * The page's first paint never needs it: the font stack draws every text in the device's own faces, and a
 * hosted web font swaps in later whatever loads it. So it is added to <head> once the page has loaded, never
 * fetched while the page is still loading (a request that ends before the first paint is counted in that
 * paint by Lighthouse's simulation, one round trip more). Without script, the head's <noscript> copy of the
 * same link applies it.
 */
export async function addFontStylesheetAfterLoad(href: string): Promise<void> {
  await afterLoad()
  appendStylesheetOnce(href)
}

/** Adds `<link rel="stylesheet" href>` to the head unless the page already has it. */
export function appendStylesheetOnce(href: string): void {
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  document.head.append(link)
}
