import type { DefaultServerCellComponentProps } from 'payload'

import { HANDLING_LABELS, type HandlingState } from '../enquiry-labels'

const SPAM = { background: 'var(--theme-error-100)', color: 'var(--theme-error-900)', borderRadius: '3px', padding: '0 0.4rem', whiteSpace: 'nowrap' } as const

/** The inbox's 対応状況 column: spam as a red badge, so it does not look like any other row (issue 43 §7). */
export function HandlingCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  const state = typeof cellData === 'string' ? (cellData as HandlingState) : undefined
  const text = state && HANDLING_LABELS[state] ? HANDLING_LABELS[state][i18n.language === 'en' ? 'en' : 'ja'] : ''
  if (state === 'spam') return <span style={SPAM} data-testid="spam-badge">{text}</span>
  return <span>{text}</span>
}
