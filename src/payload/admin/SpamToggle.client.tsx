'use client'

import { useTranslation } from '@payloadcms/ui'
import { usePathname, useSearchParams } from 'next/navigation'

const TEXT = {
  ja: { show: '迷惑メールを表示', hide: '迷惑メール以外を表示', hidden: '迷惑メールは表示していません。' },
  en: { show: 'Show spam', hide: 'Show all but spam', hidden: 'Spam is not shown.' },
} as const

/**
 * Above the enquiry list: spam is left out until the list is filtered by 対応状況 (the collection's baseFilter,
 * enquiry-inbox.ts); this link shows only spam, and back.
 */
export function SpamToggle() {
  const params = useSearchParams()
  const pathname = usePathname()
  const { i18n } = useTranslation()
  const text = i18n.language === 'en' ? TEXT.en : TEXT.ja
  const showing = [...params.keys()].some((key) => key.includes('[handling]'))
  const href = showing ? pathname : `${pathname}?${new URLSearchParams({ 'where[or][0][and][0][handling][equals]': 'spam' }).toString()}`
  return (
    <p style={{ margin: '0 0 1rem' }} data-testid="spam-toggle">
      {showing ? null : <span>{text.hidden} </span>}
      <a href={href}>{showing ? text.hide : text.show}</a>
    </p>
  )
}
