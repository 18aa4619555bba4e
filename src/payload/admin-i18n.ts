import type { Config, Plugin } from 'payload'

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
 * The few strings Payload 3.90's Japanese translation leaves in English ("Untitled" as the title of a new
 * document, "Nothing found", true/false in list cells, …). Its "Responsive" size in the live preview is
 * hard-coded, not a translation: it stays.
 */
export const JA_OVERRIDES = {
  authentication: { apiKey: 'APIキー' },
  general: {
    false: 'いいえ',
    true: 'はい',
    noLabel: '<{{label}}なし>',
    notFound: '見つかりません',
    nothingFound: '見つかりませんでした',
    thisLanguage: '日本語',
    untitled: '無題',
  },
} as const

/**
 * The admin speaks Japanese and English (Payload's own translations, with the gaps of the Japanese one
 * filled; the browser's language chooses, Japanese when it is neither). Collection and field labels are set
 * per field as { ja, en }.
 */
export function adminI18n(languages: Languages): NonNullable<Config['i18n']> {
  const ja = languages.ja
  // Merged into the language itself too: the account page's language menu reads `thisLanguage` from there.
  const supportedLanguages = ja
    ? { ...languages, ja: { ...ja, translations: withJapaneseWording(ja.translations as unknown as Translations) as unknown as typeof ja.translations } }
    : languages
  return { supportedLanguages, fallbackLanguage: 'ja', translations: { ja: JA_OVERRIDES } }
}

type Translations = Record<string, Record<string, unknown>>

/** Payload's machine-like Japanese, put the way a Japanese editor would say it (issue 43). */
const JA_WORDING = {
  // The editor's two preview icons were both 「プレビュー」: the one beside the form and the one that opens the page.
  general: { payloadSettings: '管理画面の設定', livePreview: 'ライブプレビュー（編集しながら表示）' },
  version: { previouslyPublished: '公開中の版', preview: 'プレビュー（新しいタブでページを開く）' },
  localization: { selectLocaleToDuplicate: '複製する言語を選んでください', selectedLocales: '選んだ言語' },
} as const

/**
 * Payload's Japanese translation with the project's wording: "ロケール" is "言語" everywhere (the word editors
 * use), the strings of JA_WORDING, and the gaps of JA_OVERRIDES filled.
 */
function withJapaneseWording(translations: Translations): Translations {
  const wording: Record<string, Record<string, string>> = { ...JA_WORDING, authentication: JA_OVERRIDES.authentication, general: { ...JA_OVERRIDES.general, ...JA_WORDING.general } }
  return Object.fromEntries(
    Object.entries(translations).map(([group, strings]) => [
      group,
      {
        ...Object.fromEntries(Object.entries(strings).map(([key, value]) => [key, typeof value === 'string' ? value.replaceAll('ロケール', '言語') : value])),
        ...wording[group],
      },
    ]),
  )
}

/**
 * The edit views without Payload's "API" tab (a developer's view of the document's JSON, in English in every
 * language): editors never need it, and developers read the REST API itself.
 */
export const adminWordingPlugin = (): Plugin => (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({ ...collection, admin: { ...collection.admin, hideAPIURL: true } })),
  globals: config.globals?.map((global) => ({ ...global, admin: { ...global.admin, hideAPIURL: true } })),
})
