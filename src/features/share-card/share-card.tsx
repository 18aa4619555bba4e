import 'server-only'

import { ImageResponse } from 'next/og'
import { getFormatter, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { BRAND_COLORS, lockupSvg } from '@/lib/brand'
import { containsJapanese, japanesePhrases } from '@/lib/typography/japanese-phrases'

import { familyList, shareCardFonts } from './fonts'
import { SHARE_CARD_SIZE } from './share-card-size'

export type ShareCardKind = 'news' | 'campaign' | 'page'
export type ShareCardInput = { title: string; date: string | null; locale: Locale; kind: ShareCardKind }

/** The title box: left/right padding 80, so 1040 wide; three lines at most (the size steps down for long titles). */
export const TITLE_BOX = { left: 80, top: 190, width: 1040, height: 300 } as const

/** Font size for a title: large for short ones, smaller so a long one still fits the box in three lines. */
export function titleFontSize(title: string): number {
  // Full-width characters count 1, others about 0.55 of the size.
  const units = [...title].reduce((sum, char) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 1 : 0.55), 0)
  for (const size of [68, 60, 52, 46, 40]) {
    const perLine = Math.floor(TITLE_BOX.width / size) - 1
    if (units <= perLine * 3 * 0.9 && size * 1.35 * 3 <= TITLE_BOX.height) return size
  }
  return 36
}

/** A title longer than three lines at the smallest size is cut at a phrase and ends in an ellipsis (never clipped). */
function fitPhrases(phrases: string[], size: number): string[] {
  const perLine = Math.floor(TITLE_BOX.width / size) - 1
  const budget = perLine * 3 * 0.9
  const out: string[] = []
  let used = 0
  for (const phrase of phrases) {
    const units = [...phrase].reduce((sum, char) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 1 : 0.55), 0)
    if (used + units > budget) {
      out.push('…')
      break
    }
    out.push(phrase)
    used += units
  }
  return out
}

/**
 * The generated share picture (og:image, twitter:image) of an article, campaign or landing page that has no picture
 * chosen: the brand's lockup in the page's language, the kind and date, and the title broken between phrases as on
 * the pages (BudouX phrases, each kept whole; English between words). 1200×630 PNG, drawn by Next's ImageResponse
 * (satori) with Noto Sans JP narrowed to the card's characters (fonts.ts).
 */
export async function renderShareCard({ title, date, locale, kind }: ShareCardInput): Promise<ImageResponse> {
  const t = await getTranslations({ locale, namespace: 'shareCard' })
  const format = await getFormatter({ locale })
  const kindLabel = t(`kinds.${kind}`)
  const dateLabel = date ? format.dateTime(new Date(date), 'long') : ''
  const size = titleFontSize(title)
  const words = containsJapanese(title) ? japanesePhrases(title) : title.split(/(?<=\s)/)
  const phrases = fitPhrases(words, size)
  const fonts = await shareCardFonts({ 700: phrases.join('') + kindLabel, 400: dateLabel })
  const lockup = `data:image/svg+xml;base64,${Buffer.from(lockupSvg(locale === 'ja' ? 'ja' : 'en')).toString('base64')}`
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: '#ffffff', fontFamily: familyList(fonts), color: BRAND_COLORS.ink }}>
        <div style={{ display: 'flex', height: 16, width: '100%', background: BRAND_COLORS.brand }} />
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '44px 80px 0' }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
          <img src={lockup} height={56} alt="" style={{ height: 56 }} />
          <div style={{ display: 'flex', alignItems: 'center', fontSize: 28 }}>
            <span style={{ display: 'flex', padding: '6px 18px', borderRadius: 999, background: '#e6f0fb', color: BRAND_COLORS.brand, fontWeight: 700 }}>{kindLabel}</span>
            {dateLabel ? <span style={{ display: 'flex', marginLeft: 20, color: '#4a5868', fontWeight: 400 }}>{dateLabel}</span> : null}
          </div>
        </div>
        <div
          data-title-box=""
          style={{ position: 'absolute', left: TITLE_BOX.left, top: TITLE_BOX.top, width: TITLE_BOX.width, height: TITLE_BOX.height, display: 'flex', alignItems: 'center' }}
        >
          <div style={{ display: 'flex', flexWrap: 'wrap', fontSize: size, fontWeight: 700, lineHeight: 1.35, letterSpacing: containsJapanese(title) ? 1 : 0 }}>
            {phrases.map((phrase, index) => (
              <span key={index} style={{ display: 'flex', whiteSpace: 'pre' }}>
                {phrase}
              </span>
            ))}
          </div>
        </div>
        <div style={{ position: 'absolute', left: 0, bottom: 0, width: '100%', height: 90, display: 'flex', background: 'linear-gradient(90deg, #e6f0fb, #dff4ec)' }}>
          <div style={{ display: 'flex', position: 'absolute', right: 80, top: 30, width: 30, height: 30, borderRadius: 999, background: BRAND_COLORS.spark }} />
        </div>
      </div>
    ),
    { ...SHARE_CARD_SIZE, fonts },
  )
}
