import { describe, expect, it } from 'vitest'

import { enquiryTitle, listAsksForHandling, signedNotes } from './enquiry-inbox'

describe('the enquiry inbox', () => {
  it('titles an enquiry by name, company and the time received in Japan time', () => {
    expect(enquiryTitle({ lastName: '山田', firstName: '花子', company: '株式会社サンプル' }, '2026-12-01T09:05:00.000Z')).toBe('山田 花子 / 株式会社サンプル / 2026/12/01 18:05')
  })

  it('signs and dates new notes, keeps saved notes as saved and never drops them', () => {
    const saved = [{ id: 'a', text: '電話済み', author: { id: 1 }, writtenAt: '2026-12-01T00:00:00.000Z' }]
    const next = signedNotes([{ id: 'a', text: '書き換え', author: 9, writtenAt: '2030-01-01T00:00:00.000Z' }, { text: '見積もり送付' }, { text: '  ' }], saved, 2, '2026-12-02T00:00:00.000Z')
    expect(next).toEqual([
      { id: 'a', text: '電話済み', author: 1, writtenAt: '2026-12-01T00:00:00.000Z' },
      { text: '見積もり送付', author: 2, writtenAt: '2026-12-02T00:00:00.000Z' },
    ])
    expect(signedNotes([], saved, 2, 'x').map((note) => note.text)).toEqual(['電話済み'])
  })

  it('shows spam only when the list is filtered by handling', () => {
    expect(listAsksForHandling(undefined)).toBe(false)
    expect(listAsksForHandling({ or: [{ and: [{ createdAt: { greater_than: 'x' } }] }] })).toBe(false)
    expect(listAsksForHandling({ or: [{ and: [{ handling: { equals: 'spam' } }] }] })).toBe(true)
  })
})
