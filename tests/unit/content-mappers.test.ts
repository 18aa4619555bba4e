import { describe, expect, it } from 'vitest'

import { conduct } from '@/content/legal/conduct'
import { privacy } from '@/content/legal/privacy'
import { terms } from '@/content/legal/terms'
import { legalToLexical } from '@/payload/seed/content-pages'

import { toLeader, toOffice } from '@/lib/cms/company-mappers'
import { paragraphsOf, toCompanyFacts, toCompanyMessage, toEmployeeCounts, toLegalView, toSiteFigures } from '@/lib/cms/content-mappers'

const tokens = { company: '株式会社テスト', email: 'privacy@example.test', enquiryRetention: '2年', address: '東京都千代田区1-1', representative: '代表取締役 山田太郎' }

describe('legal pages in the CMS', () => {
  it('render exactly the text they had as TypeScript, after the seed turned them into rich text', () => {
    for (const [kind, source] of [['privacy', privacy], ['terms', terms], ['conduct', conduct]] as const) {
      for (const locale of ['ja', 'en'] as const) {
        const before = source[locale](tokens)
        const seeded = source[locale]({ company: '{company}', email: '{email}', enquiryRetention: '{enquiryRetention}', address: '{address}', representative: '{representative}' })
        const date = kind === 'conduct' ? '2021-06-28T03:00:00.000Z' : '2021-06-08T03:00:00.000Z'
        const view = toLegalView(
          { kind, title: 'x', body: legalToLexical(seeded), signature: seeded.signature, effectiveDate: date, revisions: seeded.dates.map((d) => ({ label: d.label, date: d.date ? `${d.date}T03:00:00.000Z` : date })) },
          locale,
          tokens,
        )
        expect(view?.preamble, `${kind} ${locale}`).toEqual(before.preamble)
        expect(view?.sections, `${kind} ${locale}`).toEqual(before.sections)
        expect(view?.dates, `${kind} ${locale}`).toEqual(before.dates.map(({ label, value }) => ({ label, value })))
        expect(view?.signature).toBe(before.signature)
      }
    }
  })

  it('lists a revision and the effective date when they differ', () => {
    const view = toLegalView({ kind: 'terms', title: 't', body: null, effectiveDate: '2026-12-01T03:00:00.000Z', revisions: [{ label: '改定', date: '2026-11-20T03:00:00.000Z', note: '第3条' }] }, 'ja', tokens)
    expect(view?.dates).toEqual([
      { label: '改定', value: '2026年11月20日（第3条）' },
      { label: '施行', value: '2026年12月1日' },
    ])
  })
})

describe('company content mappers', () => {
  it('splits a biography into paragraphs at empty lines', () => {
    expect(paragraphsOf('一つ目。\n続き。\n\n二つ目。')).toEqual(['一つ目。\n続き。', '二つ目。'])
    expect(toLeader({ id: 3, name: '山田', bio: 'a\n\nb' })?.bio).toEqual(['a', 'b'])
  })

  it('drops an office the editor has not placed on the map yet, and anchors one without a key by its id', () => {
    expect(toOffice({ id: 1, name: 'x', lat: null, lng: 130 })).toBeNull()
    expect(toOffice({ id: 7, name: 'x', lat: 33.5, lng: 130.4 })?.id).toBe('office-7')
  })

  it("sums the group's head count from the company profile's rows and dates it with the figures' as-of date", () => {
    const doc = { companies: [{ name: '{company}', employees: '119名' }, { name: '子会社', employees: '15名' }] }
    const figures = { cameras: { value: '2,326', shops: '38', asOf: '2025年12月末時点' }, skipCart: { throughput: '1.7' }, employees: { asOf: ' 2026年3月末時点 ' } }
    const asOf = toSiteFigures(figures)!.employees.asOf
    expect(asOf).toBe('2026年3月末時点')
    expect(toEmployeeCounts(toCompanyFacts(doc, 'ja', 'カイモノAI'), asOf)).toEqual({ group: 134, parent: 119, subsidiary: 15, asOf: '2026年3月末時点' })
    // Left empty (figures saved before the field existed): '' here, and the loader shows the seed's date.
    expect(toSiteFigures({ ...figures, employees: undefined })!.employees.asOf).toBe('')
  })

  it('leaves empty Info rows out and fills {company}', () => {
    const [facts] = toCompanyFacts({ companies: [{ id: 'a', name: '{company}', address: '東京', branches: '' }] }, 'ja', '株式会社テスト')
    expect(facts.name).toBe('株式会社テスト')
    expect(facts.rows.map((r) => r.label)).toEqual(['商号', '本社所在地'])
  })

  it("reads the recruit message's picture from its media item, and none while the editor has not chosen one", () => {
    const group = { heading: '{company}で働く', body: 'ひとつめ。\n\nふたつめ。', signature: '採用責任者' }
    const message = toCompanyMessage({ ...group, picture: { id: 7, filename: 'seed portrait.webp', width: 480, height: 600, alt: '高橋の写真' } }, '株式会社テスト')
    expect(message).toEqual({ heading: '株式会社テストで働く', paragraphs: ['ひとつめ。', 'ふたつめ。'], signature: '採用責任者', picture: { src: '/media/seed%20portrait.webp', width: 480, height: 600, alt: '高橋の写真', focus: { x: 50, y: 50 } } })
    // Depth 0 (an id only) or an empty field: no picture, and the page keeps the seed's.
    expect(toCompanyMessage({ ...group, picture: 7 }, 'x').picture).toBeNull()
    expect(toCompanyMessage({ ...group, picture: null }, 'x').picture).toBeNull()
  })
})
