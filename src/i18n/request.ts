import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { formats, TIME_ZONE } from './formats'
import { routing } from './routing'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const messages = (await import(`../../messages/${locale}.json`)).default
  return { locale, messages, formats, timeZone: TIME_ZONE }
})
