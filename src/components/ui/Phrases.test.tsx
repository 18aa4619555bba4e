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
})
