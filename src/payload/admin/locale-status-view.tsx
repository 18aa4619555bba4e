/**
 * The 「翻訳状況」 marks of a document: "ja ✓ en △", each with its state (and what is missing) as its name. Drawn by
 * the server for the list and the page (locale-status.tsx) and by the browser after a save (locale-status-live.client.tsx).
 */
import type { LabelFunction } from 'payload'

import type { LocaleCompleteness, localeCompleteness } from '../fields/localized-fields'

const MARK: Record<LocaleCompleteness, string> = { complete: '✓', partial: '△', empty: '–' }
const STATE_TEXT: Record<LocaleCompleteness, { ja: string; en: string }> = {
  complete: { ja: '入力済み', en: 'complete' },
  partial: { ja: '一部未入力', en: 'partly missing' },
  empty: { ja: '未入力', en: 'not written' },
}

function labelText(label: unknown, language: string): string {
  if (typeof label === 'string') return label
  // Column labels are functions of the admin's language (src/payload/column-labels.ts).
  if (typeof label === 'function') return String((label as LabelFunction)({ i18n: { language } as never, t: (() => '') as never }))
  if (label && typeof label === 'object') return (label as Record<string, string>)[language] ?? (label as Record<string, string>).en ?? ''
  return ''
}

export function LocaleStatusView({ locales, status, language }: { locales: readonly string[]; status: ReturnType<typeof localeCompleteness>; language: string }) {
  const names = new Intl.DisplayNames([language], { type: 'language' })
  const ja = language === 'ja'
  return (
    <span data-testid="locale-status" style={{ display: 'inline-flex', gap: '0.5rem', whiteSpace: 'nowrap' }}>
      {locales.map((locale) => {
        const { state, missing } = status[locale]!
        const names_ = missing.map((m) => labelText(m, language)).filter(Boolean)
        const title = `${names.of(locale) ?? locale}: ${STATE_TEXT[state][ja ? 'ja' : 'en']}${state === 'partial' && names_.length ? `（${names_.join(ja ? '、' : ', ')}）` : ''}`
        return (
          <span
            key={locale}
            data-locale={locale}
            data-state={state}
            title={title}
            aria-label={title}
            style={{ color: state === 'complete' ? 'var(--theme-success-750)' : state === 'partial' ? 'var(--theme-warning-750)' : 'var(--theme-elevation-500)' }}
          >
            {locale} {MARK[state]}
          </span>
        )
      })}
    </span>
  )
}
