import { createTranslator } from 'next-intl'

import en from '../../../../messages/en.json'
import ja from '../../../../messages/ja.json'
import type { Locale } from '../../../i18n/locales'
import { oncePerKey } from '../../../lib/once-per-key'

const MESSAGES = { ja, en } as const

function build(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'contact' })
}

/** The `contact` messages outside a Next request (mail jobs, tests); one translator per locale. */
export const contactTranslator = oncePerKey(build)
