import { describe, expect, it } from 'vitest'

import { oncePerKey } from './once-per-key'

describe('oncePerKey', () => {
  it('builds once per key and hands back the same object after', () => {
    const built: string[] = []
    const get = oncePerKey((key: string) => {
      built.push(key)
      return { key }
    })
    const ja = get('ja')
    expect(get('ja')).toBe(ja)
    expect(get('en')).not.toBe(ja)
    expect(get('en')).toEqual({ key: 'en' })
    expect(built).toEqual(['ja', 'en'])
  })

  it('keeps a value that is undefined rather than building it again', () => {
    let calls = 0
    const get = oncePerKey(() => {
      calls += 1
      return undefined
    })
    get(1)
    get(1)
    expect(calls).toBe(1)
  })
})
