import { createTranslator } from 'next-intl'

import en from '../../../../messages/en.json'
import ja from '../../../../messages/ja.json'
import type { Locale } from '../../../i18n/locales'
import { oncePerKey } from '../../../lib/once-per-key'

const MESSAGES = { ja, en } as const

/** The `landing` messages outside a page (the forms endpoint's HTML steps); one translator per locale. */
export const landingTranslator = oncePerKey((locale: Locale) => createTranslator({ locale, messages: MESSAGES[locale], namespace: 'landing' }))
