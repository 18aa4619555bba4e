import { describe, expect, it } from 'vitest'

import { firstFamily, LATIN_FACE_ATTRIBUTE, LATIN_FACE_STORAGE_KEY, latinFaceScript } from './latin-face'

/** Runs the head script against a stand-in <html> and sessionStorage; returns the attributes it set. */
function runHeadScript(storage: Record<string, string> | 'throws'): Map<string, string> {
  const attributes = new Map<string, string>()
  const sessionStorage = {
    getItem: (key: string) => {
      if (storage === 'throws') throw new Error('SecurityError: storage is disabled')
      return storage[key] ?? null
    },
  }
  const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } }
  new Function('sessionStorage', 'document', latinFaceScript())(sessionStorage, document)
  return attributes
}

describe('the Latin face on later pages', () => {
  it('marks <html> before the first layout only where this visit has downloaded the face', () => {
    expect(runHeadScript({})).toEqual(new Map())
    expect(runHeadScript({ [LATIN_FACE_STORAGE_KEY]: '1' })).toEqual(new Map([[LATIN_FACE_ATTRIBUTE, '']]))
  })

  it('leaves the page alone where storage is disabled (the stand-ins stay)', () => {
    expect(runHeadScript('throws')).toEqual(new Map())
  })

  it("finds the face's own family in next/font's list", () => {
    expect(firstFamily('"latinSans", "latinSans Fallback"')).toBe('latinSans')
    expect(firstFamily("'latinSans', 'latinSans Fallback'")).toBe('latinSans')
    expect(firstFamily('latinSans')).toBe('latinSans')
    expect(firstFamily('')).toBe('')
  })
})
