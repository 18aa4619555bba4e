import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'

import en from '../../../messages/en.json'
import ja from '../../../messages/ja.json'

vi.mock('server-only', () => ({}))
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale }: { locale: 'ja' | 'en' }) => (key: string) => (locale === 'ja' ? ja : en).shareCard.kinds[key.split('.')[1] as 'news'],
  getFormatter: async ({ locale }: { locale: string }) => ({ dateTime: (date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Tokyo' }).format(date) }),
}))

const { renderShareCard, TITLE_BOX } = await import('./share-card')
const { shareCardFonts, uncoveredCharacters } = await import('./fonts')

/** Pixels darker than the card's light ground (the ink of the title), as a grid of booleans. */
async function inkMap(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const dark = (x: number, y: number) => {
    const i = (y * info.width + x) * 3
    return data[i]! < 90 && data[i + 1]! < 90 && data[i + 2]! < 110
  }
  return { info, dark }
}

const TITLE = '「見えない」欠品を見える化、AIカメラで棚の状態を５分ごとに記録する新サービスの提供を開始'

// A glyph missing from the subset makes satori ask Google Fonts for it: any fetch is a missing character.
const fetchSpy = vi.spyOn(globalThis, 'fetch')

describe('share card', () => {
  it('draws a Japanese title in the title box, every character from the font subset, nothing touching its edges', async () => {
    expect(await uncoveredCharacters(TITLE + '2026年4月1日ニュース')).toEqual([])
    const response = await renderShareCard({ title: TITLE, date: '2026-04-01T01:00:00Z', locale: 'ja', kind: 'news' })
    expect(response.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await response.arrayBuffer())
    if (process.env.SHARE_CARD_OUT) await sharp(png).toFile(process.env.SHARE_CARD_OUT)
    const { info, dark } = await inkMap(png)
    expect([info.width, info.height]).toEqual([1200, 630])
    let inBox = 0
    const rows = new Set<number>()
    for (let y = TITLE_BOX.top; y < TITLE_BOX.top + TITLE_BOX.height; y++) {
      for (let x = TITLE_BOX.left; x < TITLE_BOX.left + TITLE_BOX.width; x++) {
        if (!dark(x, y)) continue
        inBox++
        rows.add(Math.floor((y - TITLE_BOX.top) / 20))
      }
    }
    // Text drawn (not an empty or boxed-out title) over several lines.
    expect(inBox).toBeGreaterThan(8000)
    expect(rows.size).toBeGreaterThan(6)
    expect(fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => /^https?:/.test(url))).toEqual([])
    // Nothing on the box's edges: not clipped at either side, above or below.
    for (let x = TITLE_BOX.left - 2; x < TITLE_BOX.left + TITLE_BOX.width + 2; x++) {
      expect(dark(x, TITLE_BOX.top)).toBe(false)
      expect(dark(x, TITLE_BOX.top + TITLE_BOX.height - 1)).toBe(false)
    }
    for (let y = TITLE_BOX.top; y < TITLE_BOX.top + TITLE_BOX.height; y++) {
      expect(dark(TITLE_BOX.left - 1, y)).toBe(false)
      expect(dark(TITLE_BOX.left + TITLE_BOX.width, y)).toBe(false)
    }
  })

  it('subsets each needed slice of Noto Sans JP to the card text, as small static fonts', async () => {
    const fonts = await shareCardFonts({ 700: TITLE })
    expect(fonts.length).toBeGreaterThan(1)
    const total = fonts.reduce((sum, f) => sum + f.data.byteLength, 0)
    expect(total).toBeLessThan(200_000)
    // TrueType (0x00010000), which satori reads; the woff2 slices it comes from it cannot.
    for (const font of fonts) expect(new DataView(font.data).getUint32(0)).toBe(0x00010000)
  })

  it('draws an English title with the English lockup', async () => {
    const response = await renderShareCard({ title: 'Kaimono AI opens a development site in Fukuoka', date: null, locale: 'en', kind: 'campaign' })
    const { dark } = await inkMap(Buffer.from(await response.arrayBuffer()))
    let inBox = 0
    for (let y = TITLE_BOX.top; y < TITLE_BOX.top + TITLE_BOX.height; y += 2) for (let x = TITLE_BOX.left; x < TITLE_BOX.left + TITLE_BOX.width; x += 2) if (dark(x, y)) inBox++
    expect(inBox).toBeGreaterThan(1000)
  })
})
