import { describe, expect, it } from 'vitest'

import { splitSignature } from './signature'

describe('splitSignature', () => {
  it('takes the Japanese name after the last full-width space', () => {
    expect(splitSignature('採用責任者　人事部長　高橋 美穂')).toEqual({ role: '採用責任者　人事部長', name: '高橋 美穂' })
  })

  it('takes the English name before the first comma', () => {
    expect(splitSignature('Miho Takahashi, Head of HR and Recruiting')).toEqual({ role: 'Head of HR and Recruiting', name: 'Miho Takahashi' })
  })

  it('keeps a line with no separator as the name', () => {
    expect(splitSignature('採用責任者')).toEqual({ role: '', name: '採用責任者' })
  })
})
