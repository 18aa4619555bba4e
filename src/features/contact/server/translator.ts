import { createTranslator } from 'next-intl'

import en from '../../../../messages/en.json'
import ja from '../../../../messages/ja.json'
import type { Locale } from '../../../i18n/locales'

const MESSAGES = { ja, en } as const

/** The `contact` messages outside a Next request (mail jobs, tests). */
export function contactTranslator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'contact' })
}
