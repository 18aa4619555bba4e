import { describe, expect, it } from 'vitest'

import { toLandingPage } from '@/lib/cms/landing-mappers'

import { landingFaqJsonLd } from './json-ld'

describe('landing page structured data', () => {
  it('lists every FAQ block’s questions in one FAQPage, with < escaped', () => {
    const page = toLandingPage({
      title: 't',
      layout: [
        { blockType: 'faq', items: [{ question: 'Q1', answer: 'A1' }] },
        { blockType: 'faq', items: [{ question: 'Q2', answer: '</script><b>' }] },
      ],
    })
    const json = landingFaqJsonLd(page)!
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json)).toMatchObject({ '@type': 'FAQPage', mainEntity: [{ name: 'Q1', acceptedAnswer: { text: 'A1' } }, { name: 'Q2', acceptedAnswer: { text: '</script><b>' } }] })
    expect(landingFaqJsonLd(toLandingPage({ title: 't', layout: [] }))).toBeNull()
  })
})
