'use client'

import { useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import type { CSSProperties } from 'react'

const TEXT = {
  ja: {
    heading: '表示中の一覧を CSV に書き出す',
    ja: 'CSV(日本語の見出し)',
    en: 'CSV(英語の見出し)',
    spam: '迷惑メールも含める',
    note: '日時は日本時間です。迷惑メールは含みません。',
  },
  en: {
    heading: 'Export the list as shown to CSV',
    ja: 'CSV (Japanese headings)',
    en: 'CSV (English headings)',
    spam: 'Including spam',
    note: 'Times are Japan time. Spam is left out.',
  },
} as const

const bar: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center', margin: '0 0 1rem' }

/**
 * Above the enquiry list: links that download exactly what the list shows (its filter and search,
 * carried over from the address bar) as CSV, with Japanese or English headings and labels.
 */
export function EnquiryExportButton() {
  const params = useSearchParams()
  const { i18n } = useTranslation()
  const text = i18n.language === 'ja' ? TEXT.ja : TEXT.en
  const href = (lang: 'ja' | 'en', includeSpam = false) => {
    const query = new URLSearchParams()
    for (const [key, value] of params.entries()) {
      if (key === 'search' || key.startsWith('where[') || key.startsWith('where%5B')) query.append(key, value)
    }
    query.set('lang', lang)
    if (includeSpam) query.set('includeSpam', 'true')
    return `/api/enquiries/export-filtered.csv?${query.toString()}`
  }
  const first = i18n.language === 'ja' ? 'ja' : 'en'
  const second = first === 'ja' ? 'en' : 'ja'
  return (
    <section aria-label={text.heading} style={bar} data-testid="enquiry-export">
      <strong>{text.heading}</strong>
      <a className="btn btn--style-primary btn--size-small" href={href(first)} download data-testid={`enquiry-export-${first}`}>
        {text[first]}
      </a>
      <a className="btn btn--style-secondary btn--size-small" href={href(second)} download data-testid={`enquiry-export-${second}`}>
        {text[second]}
      </a>
      <a href={href(first, true)} download data-testid="enquiry-export-with-spam">
        {text.spam}
      </a>
      <span>{text.note}</span>
    </section>
  )
}
