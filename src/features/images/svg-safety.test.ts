import { describe, expect, it } from 'vitest'

import { findSvgHazard, looksLikeSvg } from './svg-safety'

const wrap = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>`

describe('findSvgHazard', () => {
  it('accepts plain artwork, fragment links and inline raster images', () => {
    expect(findSvgHazard(wrap('<rect width="10" height="10" fill="url(#g)"/>'))).toBeUndefined()
    expect(findSvgHazard(wrap('<use href="#shape"/><image href="data:image/png;base64,AAAA"/>'))).toBeUndefined()
    expect(findSvgHazard(wrap('<style>.a{fill:#000}</style><text>online</text>'))).toBeUndefined()
  })

  it('finds scripts, handlers, script URLs and embedded documents', () => {
    expect(findSvgHazard(wrap('<script>alert(1)</script>'))).toBe('script element')
    expect(findSvgHazard(wrap('< SCRIPT >alert(1)</SCRIPT>'))).toBe('script element')
    expect(findSvgHazard(wrap('', ' onload="alert(1)"'))).toBe('event handler attribute')
    expect(findSvgHazard(wrap('<a href="javascript:alert(1)">x</a>'))).toBe('script URL')
    expect(findSvgHazard(wrap('<foreignObject><iframe/></foreignObject>'))).toBe('embedded content')
    expect(findSvgHazard(`<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${wrap('&x;')}`)).toBeDefined()
    expect(findSvgHazard(wrap('<set attributeName="href" to="javascript:alert(1)"/>'))).toBeDefined()
  })

  it('finds references to other files and disguised characters', () => {
    expect(findSvgHazard(wrap('<image href="https://example.com/a.png"/>'))).toBe('external reference')
    expect(findSvgHazard(wrap('<image xlink:href="file:///etc/passwd"/>'))).toBe('external reference')
    expect(findSvgHazard(wrap('<rect style="fill:url(https://example.com/x)"/>'))).toBe('external reference in a style')
    expect(findSvgHazard(wrap('<style>@import "https://example.com/a.css";</style>'))).toBe('style import')
    expect(findSvgHazard(wrap('<a href="&#106;avascript:alert(1)">x</a>'))).toBeDefined()
  })
})

describe('looksLikeSvg', () => {
  it('tells markup from raster bytes', () => {
    expect(looksLikeSvg(Buffer.from('\uFEFF  <?xml version="1.0"?><svg/>'))).toBe(true)
    expect(looksLikeSvg(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(false)
  })
})
