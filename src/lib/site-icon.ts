/**
 * The site's icon, in the page itself: every page names it as a `data:` URL, so a browser shows it without a
 * request. A request for it went out with the page's first paint, on a connection of its own, and Lighthouse
 * counted that connection in the LCP of any page whose largest paint came after it (docs/decisions.md,
 * P10). `public/icon.svg` is the same picture as a file (the JSON-LD logo; the source of
 * favicon.ico and apple-touch-icon.png, scripts/make-icons.mjs); a unit test keeps the two equal.
 */
export const SITE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0b5cab"/><path d="M14 18h6l5 22h22l5-16H23" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/><circle cx="28" cy="48" r="4" fill="#fff"/><circle cx="44" cy="48" r="4" fill="#fff"/><circle cx="46" cy="14" r="5" fill="#5ee0b5"/></svg>'

/**
 * A `data:` URL of an SVG text, escaping only what a URL may not hold and what an HTML attribute would spell
 * longer (React writes a `'` in an attribute as `&#x27;`, six bytes to `%27`'s three).
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/[%#<>"'\s]|[^\x20-\x7e]/g, (c) => (c === "'" ? '%27' : encodeURIComponent(c)))}`
}

export const SITE_ICON_DATA_URL = svgDataUrl(SITE_ICON_SVG)
