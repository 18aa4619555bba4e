import { describe, expect, it } from 'vitest'

import { SITE_PAGE_OPTIONS } from './site-page-link'

describe('the site-page link list', () => {
  it("offers the pages a visitor can land on, not the contact form's steps", () => {
    const paths = SITE_PAGE_OPTIONS.map((option) => option.value)
    expect(paths).toContain('/contact/')
    expect(paths).toContain('/company/Info/')
    for (const step of ['/contact/Confirm/', '/contact/Complete/', '/contact/Error/']) expect(paths).not.toContain(step)
  })
})
