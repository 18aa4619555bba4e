import type messages from '../../messages/ja.json'

import type { formats } from './formats'
import type { Locale } from './locales'

// ja.json is the typed source of every message key (STYLE: keys are typed from one messages file).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof messages
    Formats: typeof formats
  }
}
