import { describe, expect, it } from 'vitest'

import type { Banner as BannerDoc, Campaign as CampaignDoc, Media } from '@/payload/payload-types'

import { objectPosition } from './focal-point'
import { isSafeLink, toAppImage, toBanner, toCampaignDetail } from './mappers'
import { isValidSlug, parseCategoryParam, parsePageParam, slugProblem } from './query'

const media: Media = { id: 1, alt: 'A cart', filename: 'seed-cart.webp', width: 1200, height: 675, createdAt: '', updatedAt: '' }

describe('mapping CMS documents to the app', () => {
  it('serves uploads through the image endpoint root /media/', () => {
    expect(toAppImage(media, 'fallback')).toEqual({ src: '/media/seed-cart.webp', width: 1200, height: 675, alt: 'A cart', focus: { x: 50, y: 50 } })
    expect(toAppImage(7, 'fallback')).toBeNull()
  })

  it("carries the editor's focal point into the picture, kept inside the picture", () => {
    expect(toAppImage({ ...media, focalX: 22.25, focalY: 80 }, '')?.focus).toEqual({ x: 22.3, y: 80 })
    expect(toAppImage({ ...media, focalX: -5, focalY: 140 }, '')?.focus).toEqual({ x: 0, y: 100 })
    expect(toAppImage({ ...media, focalX: null, focalY: undefined }, '')?.focus).toEqual({ x: 50, y: 50 })
    expect(objectPosition({ x: 22.3, y: 80 })).toBe('22.3% 80%')
    expect(objectPosition({ x: 50, y: 50 })).toBeUndefined()
  })

  it('keeps only site paths and http(s) links', () => {
    expect(isSafeLink('/campaign/x/')).toBe(true)
    expect(isSafeLink('https://example.test/')).toBe(true)
    for (const bad of ['javascript:alert(1)', '//evil.test/', 'data:text/html,x', 'campaign']) expect(isSafeLink(bad)).toBe(false)
  })

  it('drops a call to action or banner link that is not safe', () => {
    const campaign = { id: 1, title: 'T', slug: 't', startsAt: '2026-01-01', endsAt: '2026-02-01', createdAt: '', updatedAt: '', cta: { label: 'Go', url: 'javascript:alert(1)' } } as CampaignDoc
    expect(toCampaignDetail(campaign).cta).toBeNull()
    const banner = { id: 2, title: 'B', image: media, link: 'javascript:x', placement: 'home-strip', startsAt: '2026-01-01', createdAt: '', updatedAt: '' } as BannerDoc
    expect(toBanner(banner)).toMatchObject({ href: null, placement: 'home-strip' })
  })

  it('renders rich text with its text escaped', async () => {
    const { richTextToHtml } = await import('./mappers')
    const html = richTextToHtml({
      root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ type: 'text', version: 1, text: '<script>x</script>', format: 0, detail: 0, mode: 'normal', style: '' }] }] },
    })
    expect(html).toContain('&lt;script&gt;')
    expect(html).not.toContain('<script>')
  })
})

describe('list and slug parameters', () => {
  it('accepts page numbers and known categories only', () => {
    expect(parsePageParam(undefined)).toBe(1)
    expect(parsePageParam('3')).toBe(3)
    for (const bad of ['0', '-1', '1.5', 'x', ['1', '2']]) expect(parsePageParam(bad)).toBeNull()
    expect(parseCategoryParam(undefined)).toBeNull()
    expect(parseCategoryParam('press')).toBe('press')
    expect(parseCategoryParam('bogus')).toBeUndefined()
  })

  it('knows which slugs can exist', () => {
    expect(isValidSlug('skip-cart-launch')).toBe(true)
    expect(slugProblem('Draft')).toBe('format')
    expect(slugProblem('draft')).toBe('reserved')
    expect(slugProblem('a'.repeat(121))).toBe('format')
  })
})
