import { describe, expect, it } from 'vitest'

import { richTextToHtml } from './mappers'
import { sitePageHref } from './rich-text-links'

const paragraphWithLink = (fields: Record<string, unknown>) => ({
  root: {
    type: 'root', version: 1, direction: 'ltr', format: '', indent: 0,
    children: [
      {
        type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0,
        children: [{ type: 'link', version: 3, direction: 'ltr', format: '', indent: 0, fields, children: [{ type: 'text', version: 1, text: 'offices', format: 0, detail: 0, mode: 'normal', style: '' }] }],
      },
    ],
  },
})

describe('rich text links to site pages', () => {
  it('renders a site-page link as the page URL in the language of the text', () => {
    const doc = paragraphWithLink({ linkType: 'page', page: '/company/Japan-Offices/', newTab: false })
    expect(richTextToHtml(doc, 'ja')).toContain('<a href="/company/Japan-Offices/">offices</a>')
    expect(richTextToHtml(doc, 'en')).toContain('<a href="/en/company/Japan-Offices/">offices</a>')
    expect(sitePageHref('/', 'en')).toBe('/en/')
  })

  it('drops a page that is not one of the site routes, and keeps custom and document links working', () => {
    expect(richTextToHtml(paragraphWithLink({ linkType: 'page', page: 'javascript:alert(1)' }), 'ja')).toContain('href="#"')
    expect(richTextToHtml(paragraphWithLink({ linkType: 'custom', url: 'https://example.test/', newTab: true }), 'en')).toContain('href="https://example.test/" rel="noopener noreferrer" target="_blank"')
    const article = paragraphWithLink({ linkType: 'internal', doc: { relationTo: 'news', value: { id: 3, slug: 'cart-launch' } } })
    expect(richTextToHtml(article, 'en')).toContain('href="/en/news/cart-launch/"')
  })
})
