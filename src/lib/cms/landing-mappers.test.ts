import { describe, expect, it } from 'vitest'

import { toLandingBlock, toLandingPage, videoHost } from './landing-mappers'

describe('landing page blocks from the CMS', () => {
  it('keeps site paths and http(s) links and drops anything else', () => {
    const hero = toLandingBlock({ blockType: 'hero', heading: '見出し', buttons: [{ label: 'A', href: '/contact/' }, { label: 'B', href: 'javascript:alert(1)' }, { label: 'C', href: 'https://example.com/' }] }, 0)
    expect(hero?.kind === 'hero' && hero.buttons).toEqual([{ label: 'A', href: '/contact/' }, { label: 'C', href: 'https://example.com/' }])
  })

  it('leaves out a block that lacks what it needs (a half-typed draft in the live preview)', () => {
    const page = toLandingPage({ title: 'x', layout: [{ blockType: 'hero' }, { blockType: 'faq', items: [{ question: 'Q' }] }, { blockType: 'mediaText', heading: 'no picture' }, { blockType: 'nope' }, null] })
    expect(page.blocks).toEqual([])
  })

  it('accepts only YouTube and Vimeo over https for the video link', () => {
    expect(videoHost('https://www.youtube.com/watch?v=x')).toBe('YouTube')
    expect(videoHost('https://youtu.be/x')).toBe('YouTube')
    expect(videoHost('https://vimeo.com/1')).toBe('Vimeo')
    expect(videoHost('http://www.youtube.com/watch?v=x')).toBeNull()
    expect(videoHost('https://youtube.com.evil.example/')).toBeNull()
    expect(videoHost('not a url')).toBeNull()
  })

})
