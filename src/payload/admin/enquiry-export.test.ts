import { describe, expect, it } from 'vitest'

import { enquiryCells, enquiryHeader, exportWhere, formatTokyoTime } from './enquiry-export'

describe('enquiry export', () => {
  it('writes times in Japan time, whatever the server zone', () => {
    expect(formatTokyoTime('2026-11-23T15:20:00.000Z')).toBe('2026/11/24 00:20')
    expect(formatTokyoTime(null)).toBe('')
  })

  it('labels columns and values in the chosen language, never raw codes', () => {
    expect(enquiryHeader('ja').slice(0, 5)).toEqual(['ID', '受信日時(日本時間)', '対応状況', '担当者', 'お問い合わせ種別'])
    const doc = { id: 7, createdAt: '2026-11-23T15:20:00.000Z', handling: 'done', subject: 'skipCart', locale: 'en', privacyAccepted: true, assignee: { name: '佐藤' } }
    const ja = enquiryCells(doc, 'ja')
    expect(ja.slice(0, 5)).toEqual(['7', '2026/11/24 00:20', '対応済み', '佐藤', 'Skip Cartサービスについて'])
    expect(ja).toContain('英語')
    expect(ja).toContain('はい')
    const en = enquiryCells(doc, 'en')
    expect(en.slice(2, 5)).toEqual(['Done', '佐藤', 'Skip Cart service'])
  })

  it('exports the list filter and search, leaving spam out unless asked', () => {
    const where = exportWhere({ where: { handling: { equals: 'done' } }, search: ' 山田 ' })
    expect(where.and).toHaveLength(3)
    expect(JSON.stringify(where)).toContain('"message":{"like":"山田"}')
    expect(where.and?.[2]).toEqual({ handling: { not_equals: 'spam' } })
    expect(exportWhere({ includeSpam: 'true' }).and).toEqual([])
  })
})
