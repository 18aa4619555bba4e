import { getRequestConfig } from 'next-intl/server'

import { formats, TIME_ZONE } from './formats'
import { DEFAULT_LOCALE, isLocale } from './locales'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE
  const messages = (await import(`../../messages/${locale}.json`)).default
  return { locale, messages, formats, timeZone: TIME_ZONE }
})
