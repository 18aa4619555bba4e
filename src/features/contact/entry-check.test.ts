import { describe, expect, it } from 'vitest'

import { DONE_KEY, DRAFT_KEY, parseDraft } from './draft-storage'
import { ENTRY_ATTRIBUTE, entryCheckScript } from './entry-check'

/** Runs the inline check as the browser would, on a gate that requires `requires`, with `stored` in sessionStorage. */
function check(requires: string, stored: Record<string, string>, storage: 'works' | 'throws' = 'works'): string | undefined {
  const attributes: Record<string, string> = { 'data-requires': requires }
  const gate = { getAttribute: (name: string) => attributes[name] ?? null, setAttribute: (name: string, value: string) => void (attributes[name] = value) }
  const sessionStorage = {
    getItem: (key: string) => {
      if (storage === 'throws') throw new Error('SecurityError')
      return stored[key] ?? null
    },
  }
  new Function('document', 'sessionStorage', entryCheckScript())({ currentScript: { parentNode: gate } }, sessionStorage)
  return attributes[ENTRY_ATTRIBUTE]
}

const draft = JSON.stringify({ values: { company: 'Acme' }, draftId: 'abc' })

describe('the inline entry check of a later contact step', () => {
  it('shows Confirm and Error to a tab holding an entry, and the notice otherwise', () => {
    expect(check('draft', { [DRAFT_KEY]: draft })).toBe('yes')
    expect(check('draft', {})).toBe('no')
    expect(check('draft', { [DRAFT_KEY]: '{not json' })).toBe('no')
    expect(check('draft', { [DRAFT_KEY]: JSON.stringify({ values: {} }) })).toBe('no')
    expect(check('draft', { [DONE_KEY]: '1' })).toBe('no')
  })

  it('decides as the app does after hydration (parseDraft), so nothing changes when React takes over', () => {
    const stored = [draft, '{not json', 'null', '[]', '"text"', JSON.stringify({ values: {} }), JSON.stringify({ draftId: 'x' }), JSON.stringify({ values: {}, draftId: 7 })]
    for (const raw of stored) expect(check('draft', { [DRAFT_KEY]: raw }), raw).toBe(parseDraft(raw) ? 'yes' : 'no')
  })

  it('shows Complete only after an enquiry was sent from this tab', () => {
    expect(check('done', { [DONE_KEY]: String(Date.now()) })).toBe('yes')
    expect(check('done', { [DRAFT_KEY]: draft })).toBe('no')
  })

  it('shows the notice where storage is unavailable, and does nothing without its element', () => {
    expect(check('draft', { [DRAFT_KEY]: draft }, 'throws')).toBe('no')
    expect(() => new Function('document', 'sessionStorage', entryCheckScript())({ currentScript: null }, {})).not.toThrow()
  })
})
