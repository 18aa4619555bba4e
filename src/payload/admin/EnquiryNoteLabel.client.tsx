'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'

import { formatTokyoTime } from './tokyo-time'

/** A note's row in the enquiry's 社内メモ: when it was written, or that it is new until saved. */
export function EnquiryNoteLabel() {
  const { data, rowNumber } = useRowLabel<{ writtenAt?: string | null }>()
  const { i18n } = useTranslation()
  const ja = i18n.language !== 'en'
  const number = (rowNumber ?? 0) + 1
  if (!data?.writtenAt) return <span>{ja ? `メモ ${number}(未保存)` : `Note ${number} (not saved yet)`}</span>
  return <span>{ja ? `メモ ${number}:${formatTokyoTime(data.writtenAt)}` : `Note ${number}: ${formatTokyoTime(data.writtenAt)}`}</span>
}
