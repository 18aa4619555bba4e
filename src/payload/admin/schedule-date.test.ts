import { describe, expect, it } from 'vitest'

import { scheduleDateText } from './schedule-date'

describe('the schedule drawer date box, read back as yyyy/MM/dd HH:mm', () => {
  it('rewrites the picker’s Japanese and English default forms, noon and midnight included', () => {
    expect(scheduleDateText('12月 1, 2026 11:13 午後')).toBe('2026/12/01 23:13')
    expect(scheduleDateText('1月 9, 2027 12:05 午前')).toBe('2027/01/09 00:05')
    expect(scheduleDateText('1月 9, 2027 12:05 午後')).toBe('2027/01/09 12:05')
    expect(scheduleDateText('Dec 1, 2026 11:13 PM')).toBe('2026/12/01 23:13')
    expect(scheduleDateText('Jan 9, 2027 9:30 AM')).toBe('2027/01/09 09:30')
  })
  it('leaves what an editor types, and what is already in the admin’s form, alone', () => {
    for (const text of ['2026/12/01 23:13', '2026/12/0', '', 'Foo 1, 2026 11:13 PM', '13月 1, 2026 1:00 午後']) expect(scheduleDateText(text)).toBeUndefined()
  })
})
