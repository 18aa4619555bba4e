import { createTranslator } from 'next-intl'

import en from '../../../../messages/en.json'
import ja from '../../../../messages/ja.json'
import type { Locale } from '../../../i18n/locales'

const MESSAGES = { ja, en } as const

function build(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'contact' })
}

const translators = new Map<Locale, ReturnType<typeof build>>()

/** The `contact` messages outside a Next request (mail jobs, tests); one translator per locale. */
export function contactTranslator(locale: Locale) {
  let t = translators.get(locale)
  if (!t) {
    t = build(locale)
    translators.set(locale, t)
  }
  return t
}
