import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Phrases } from './Phrases'

describe('Phrases', () => {
  it('renders nothing for an empty optional field instead of failing the page', () => {
    expect(renderToStaticMarkup(<Phrases text={undefined} />)).toBe('')
    expect(renderToStaticMarkup(<Phrases text="" />)).toBe('')
  })

  it('keeps a product name whole between phrase breaks', () => {
    const html = renderToStaticMarkup(<Phrases text="Skip Cartで買い物をもっと自由に" />)
    expect(html).toContain('<span class="nobr">Skip Cart</span>')
    expect(html).toContain('<wbr/>')
  })

  it('holds a closing bracket and the particle after it together, so no line starts with the particle', () => {
    const html = renderToStaticMarkup(<Phrases text="AIカメラ：売場の「見えない」を見える化" />)
    expect(html).toContain('<span class="nobr">」を</span>')
    expect(html.replace(/<[^>]+>/g, '')).toBe('AIカメラ：売場の「見えない」を見える化')
  })
})
