import { BRAND_MARK_SVG } from './brand'

/**
 * The site's icon (the brand mark, src/lib/brand.ts), in the page itself: every page names it as a `data:` URL, so a browser shows it without a
 * request. A request for it went out with the page's first paint, on a connection of its own, and Lighthouse
 * counted that connection in the LCP of any page whose largest paint came after it (docs/decisions.md,
 * P10). `public/icon.svg` is the same picture as a file (the JSON-LD logo; the source of
 * favicon.ico and apple-touch-icon.png, scripts/make-icons.mjs); a unit test keeps the two equal.
 */
export const SITE_ICON_SVG = BRAND_MARK_SVG

/**
 * A `data:` URL of an SVG text, escaping only what a URL may not hold and what an HTML attribute would spell
 * longer (React writes a `'` in an attribute as `&#x27;`, six bytes to `%27`'s three).
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/[%#<>"'\s]|[^\x20-\x7e]/g, (c) => (c === "'" ? '%27' : encodeURIComponent(c)))}`
}

export const SITE_ICON_DATA_URL = svgDataUrl(SITE_ICON_SVG)
