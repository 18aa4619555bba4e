import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import en from '../../../messages/en.json'
import ja from '../../../messages/ja.json'
import { type ContactStrings, ContactStringsProvider, useContactText } from './ContactText.client'

function Probe() {
  const t = useContactText()
  return (
    <p>
      {t('form.email')}|{t('errors.tooLong', { max: 30 })}|{t('subjects.skipCart')}|
      {t.rich('form.summaryFields', { fields: () => <a href="#contact-email">x</a> })}
    </p>
  )
}

const render = (strings: ContactStrings) =>
  renderToStaticMarkup(
    <ContactStringsProvider strings={strings}>
      <Probe />
    </ContactStringsProvider>,
  )

describe('the contact strings', () => {
  it('look keys up, fill placeholders and render tags, in both languages', () => {
    expect(render(ja.contact)).toBe('<p>会社のメールアドレス|30文字以内でご入力ください。|Skip Cartサービスについて|対象の項目:<a href="#contact-email">x</a></p>')
    expect(render(en.contact)).toContain('<a href="#contact-email">x</a>')
    expect(render(en.contact)).toContain(en.contact.form.email)
  })

  it('fail loudly on a missing key or without the provider', () => {
    const broken = { ...ja.contact, form: { ...ja.contact.form, email: undefined } } as unknown as ContactStrings
    expect(() => render(broken)).toThrow(/form\.email is missing/)
    expect(() => renderToStaticMarkup(<Probe />)).toThrow(/ContactStringsProvider/)
  })
})
