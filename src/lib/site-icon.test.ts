import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { SITE_ICON_DATA_URL, SITE_ICON_SVG, svgDataUrl } from './site-icon'

describe('the site icon in the page', () => {
  it('is the same picture as public/icon.svg (the logo and the source of favicon.ico)', () => {
    expect(readFileSync('public/icon.svg', 'utf8').trim()).toBe(SITE_ICON_SVG)
  })

  it('is a data: URL a validator accepts (no space, quote, #, < or >) that decodes to the picture', () => {
    expect(SITE_ICON_DATA_URL).toMatch(/^data:image\/svg\+xml,%3Csvg%20xmlns=%22http:\/\/www\.w3\.org\/2000\/svg%22/)
    expect(SITE_ICON_DATA_URL).not.toMatch(/[\s"'#<>]/)
    expect(decodeURIComponent(SITE_ICON_DATA_URL.slice('data:image/svg+xml,'.length))).toBe(SITE_ICON_SVG)
    expect(svgDataUrl(`<svg a="é 100%" b='x'/>`)).toBe('data:image/svg+xml,%3Csvg%20a=%22%C3%A9%20100%25%22%20b=%27x%27/%3E')
  })
})
