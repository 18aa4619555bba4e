import { describe, expect, it } from 'vitest'

import { ADMIN_SOURCE, type HeaderRule, scopeThemeHintsToAdmin, withAdminOnlyThemeHints } from './admin-theme-hints'

const PAYLOAD_RULE: HeaderRule = {
  source: '/:path*',
  headers: [
    { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
  ],
}
const SITE_RULE: HeaderRule = { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }, { key: 'Vary', value: 'Accept' }] }

describe('scopeThemeHintsToAdmin', () => {
  it("moves Payload's colour-scheme hints from every path to the admin and leaves the site's rules alone", () => {
    expect(scopeThemeHintsToAdmin([SITE_RULE, PAYLOAD_RULE])).toEqual([SITE_RULE, { ...PAYLOAD_RULE, source: ADMIN_SOURCE }])
  })

  it('keeps a rule that mixes the hint with other headers, or is already scoped', () => {
    const mixed = { source: '/:path*', headers: [...PAYLOAD_RULE.headers, { key: 'Vary', value: 'Accept-Language' }] }
    const withOther = { source: '/:path*', headers: [...PAYLOAD_RULE.headers, { key: 'X-Frame-Options', value: 'DENY' }] }
    const scoped = { ...PAYLOAD_RULE, source: '/admin/:path*' }
    expect(scopeThemeHintsToAdmin([mixed, withOther, scoped])).toEqual([mixed, withOther, scoped])
    // Payload adds Next's X-Powered-By to its rule unless poweredByHeader is false: still its rule.
    const powered = { ...PAYLOAD_RULE, headers: [...PAYLOAD_RULE.headers, { key: 'X-Powered-By', value: 'Next.js, Payload' }] }
    expect(scopeThemeHintsToAdmin([powered])[0]!.source).toBe(ADMIN_SOURCE)
  })

  it('wraps the headers() of the config withPayload returns', async () => {
    const config = withAdminOnlyThemeHints({ poweredByHeader: false, headers: async () => [SITE_RULE, PAYLOAD_RULE] })
    expect(config.poweredByHeader).toBe(false)
    expect((await config.headers!()).map((r) => r.source)).toEqual(['/:path*', ADMIN_SOURCE])
  })
})
