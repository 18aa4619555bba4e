import { describe, expect, it } from 'vitest'

import { FOOTER_GROUPS, HEADER_NAV } from './site-routes'

describe('the header and the footer', () => {
  it('group the site the same way: one footer column per header item, in the header’s order', () => {
    expect(FOOTER_GROUPS.map((group) => group.title)).toEqual([...HEADER_NAV])
  })

  it('list every page under one column only', () => {
    const links = FOOTER_GROUPS.flatMap((group) => group.links)
    expect(new Set(links).size).toBe(links.length)
  })
})
