import type { Config } from 'payload'

/**
 * The admin's time zones: Japan time by default (the schedule panel, date pickers), UTC on request.
 * Schedules are stored in UTC either way.
 */
export const ADMIN_TIME_ZONES = {
  defaultTimezone: 'Asia/Tokyo',
  supportedTimezones: [
    { label: '日本時間 / Japan time (Asia/Tokyo)', value: 'Asia/Tokyo' },
    { label: 'UTC', value: 'UTC' },
  ],
}

type Languages = NonNullable<NonNullable<Config['i18n']>['supportedLanguages']>

/**
 * The admin speaks Japanese and English (Payload's own translations; the browser's language chooses,
 * Japanese when it is neither). Collection and field labels are set per field as { ja, en }.
 */
export function adminI18n(languages: Languages): NonNullable<Config['i18n']> {
  return { supportedLanguages: languages, fallbackLanguage: 'ja' }
}
