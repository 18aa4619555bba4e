'use client'

import { useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import type { CSSProperties } from 'react'

const TEXT = {
  ja: { heading: '表示中の操作記録を CSV に書き出す', ja: 'CSV(日本語の見出し)', en: 'CSV(英語の見出し)', note: '日時は日本時間です。' },
  en: { heading: 'Export the entries as shown to CSV', ja: 'CSV (Japanese headings)', en: 'CSV (English headings)', note: 'Times are Japan time.' },
} as const

const bar: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center', margin: '0 0 1rem' }

/** Above the audit log list: downloads what the list shows (its filter and search) as CSV. */
export function AuditExportButton() {
  const params = useSearchParams()
  const { i18n } = useTranslation()
  const text = i18n.language === 'ja' ? TEXT.ja : TEXT.en
  const href = (lang: 'ja' | 'en') => {
    const query = new URLSearchParams()
    for (const [key, value] of params.entries()) {
      if (key === 'search' || key.startsWith('where[')) query.append(key, value)
    }
    query.set('lang', lang)
    return `/api/audit-log/export.csv?${query.toString()}`
  }
  const first = i18n.language === 'ja' ? 'ja' : 'en'
  const second = first === 'ja' ? 'en' : 'ja'
  return (
    <section aria-label={text.heading} style={bar} data-testid="audit-export">
      <strong>{text.heading}</strong>
      <a className="btn btn--style-primary btn--size-small" href={href(first)} download data-testid={`audit-export-${first}`}>
        {text[first]}
      </a>
      <a className="btn btn--style-secondary btn--size-small" href={href(second)} download>
        {text[second]}
      </a>
      <span>{text.note}</span>
    </section>
  )
}
