import { describe, expect, it } from 'vitest'

import ipxLoader, { ipxSourcePath } from './ipx-loader'

describe('ipxLoader', () => {
  it('sends site images through /_ipx at the requested width, quality 75 and automatic format', () => {
    expect(ipxLoader({ src: '/images/hero/top.jpg', width: 640 })).toBe('/_ipx/w_640,q_75,f_auto/images/hero/top.jpg')
    expect(ipxLoader({ src: '/images/a.png', width: 1536, quality: 90 })).toBe('/_ipx/w_1536,q_90,f_auto/images/a.png')
  })

  it('maps Payload upload URLs, relative or absolute, to the media root', () => {
    expect(ipxLoader({ src: '/api/media/file/shop.webp', width: 320 })).toBe('/_ipx/w_320,q_75,f_auto/media/shop.webp')
    expect(ipxLoader({ src: 'http://localhost:3000/api/media/file/shop.webp?2', width: 320 })).toBe(
      '/_ipx/w_320,q_75,f_auto/media/shop.webp',
    )
    expect(ipxLoader({ src: '/media/a.jpg', width: 768 })).toBe('/_ipx/w_768,q_75,f_auto/media/a.jpg')
  })

  it('encodes spaces and non-ASCII names once, so srcset stays valid', () => {
    expect(ipxLoader({ src: '/images/店舗 写真.jpg', width: 320 })).toBe(
      `/_ipx/w_320,q_75,f_auto/images/${encodeURIComponent('店舗 写真.jpg')}`,
    )
    expect(ipxLoader({ src: '/media/a%20b.jpg', width: 320 })).toBe('/_ipx/w_320,q_75,f_auto/media/a%20b.jpg')
  })

  it('keeps quality within 1–100', () => {
    expect(ipxLoader({ src: '/images/a.jpg', width: 320, quality: 500 })).toContain('q_100')
    expect(ipxLoader({ src: '/images/a.jpg', width: 320, quality: 0 })).toContain('q_1')
  })

  it('leaves remote and data URLs alone (the service never fetches them)', () => {
    expect(ipxLoader({ src: 'https://cdn.example.com/images/a.jpg', width: 320 })).toBe('https://cdn.example.com/images/a.jpg')
    expect(ipxLoader({ src: 'data:image/png;base64,AAAA', width: 320 })).toBe('data:image/png;base64,AAAA')
    expect(ipxSourcePath('/fonts/a.woff2')).toBeUndefined()
  })
})
