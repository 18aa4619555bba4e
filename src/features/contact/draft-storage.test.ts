import { describe, expect, it } from 'vitest'

import { parseUnsent } from './draft-storage'

describe('the values kept as typed (parseUnsent)', () => {
  it('gives back the form fields, each of its own type', () => {
    expect(parseUnsent(JSON.stringify({ company: 'Acme', subject: 'camera', privacy: true, noSales: false }))).toEqual({
      company: 'Acme',
      subject: 'camera',
      privacy: true,
      noSales: false,
    })
  })

  it('drops what is not a field of the form or has the wrong type', () => {
    expect(parseUnsent(JSON.stringify({ company: 42, privacy: 'yes', __proto__x: 'a', draftId: 'x', message: 'Hello' }))).toEqual({ message: 'Hello' })
  })

  it('is null for nothing stored, broken JSON, or a value that is not an object', () => {
    for (const raw of [null, undefined, '', '{not json', 'null', '[]', '"text"', '42', JSON.stringify({ other: 1 })]) expect(parseUnsent(raw), String(raw)).toBeNull()
  })
})
