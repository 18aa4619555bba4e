import Image from '@/components/ui/StaticImage'
import type { CSSProperties } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Translator } from '@/i18n/translator'
import type { Office } from '@/lib/cms/types'

import { MAP_FRAMES } from './frames.generated'
import styles from './offices-map.module.css'
import { inFrame, type MapFrame, toFramePercent } from './project'

const pct = (n: number) => `${Math.round(n * 100) / 100}%`

function Marker({ office, frame }: { office: Office; frame: MapFrame }) {
  const { x, y } = toFramePercent(frame, office.location)
  return (
    <li className={`${styles.marker} ${styles[office.labelSide]}`} style={{ left: pct(x), top: pct(y) }} data-office={office.id}>
      <a className={styles.label} href={`#${office.id}`}>
        {office.name}
      </a>
    </li>
  )
}

/**
 * The offices on a map of Japan, placed from their latitude and longitude: the whole country with a box around
 * the Fukuoka area, and a close-up of that area. The pictures are drawn from real coastlines
 * (scripts/make-japan-map.mjs); every label is text on the page, a link to the office in the list below, which
 * stays the primary content. The caption says in words what the map shows. No script on the public page
 * (OfficesMap); the admin's live preview of an office draws it in the browser. The whole-country map is the
 * page's main picture (fetched with the page); the close-up beside or under it comes after it (low priority),
 * so the two never share the first round trips (docs/decisions.md P1).
 */
export function OfficesMapContent({ offices, locale, areaName, areaHref, t }: { offices: Office[]; locale: Locale; areaName: string; areaHref: string; t: Translator<'officesPage'> }) {
  const japan = MAP_FRAMES.japan
  const detail = MAP_FRAMES.fukuoka
  const inDetail = offices.filter((o) => inFrame(detail, o.location))
  const onJapan = offices.filter((o) => !inDetail.includes(o) && inFrame(japan, o.location))
  const outside = offices.filter((o) => !inDetail.includes(o) && !onJapan.includes(o))
  // Sentences of the caption: Japanese runs them together, English with a space.
  const gap = locale === 'ja' ? '' : ' '
  const list = (items: Office[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items.map((o) => o.name))

  // The close-up's bounds as a box on the whole-country map.
  const [[west, south], [east, north]] = detail.bounds
  const nw = toFramePercent(japan, { lat: north, lng: west })
  const se = toFramePercent(japan, { lat: south, lng: east })
  const box: CSSProperties = { left: pct(nw.x), top: pct(nw.y), width: pct(se.x - nw.x), height: pct(se.y - nw.y) }
  const inset: CSSProperties = {
    left: pct((japan.inset.x / japan.width) * 100),
    top: pct(((japan.inset.y + japan.inset.h) / japan.height) * 100),
    width: pct((japan.inset.w / japan.width) * 100),
  }

  return (
    <figure className={styles.figure}>
      <div className={styles.panels}>
        <div className={styles.panel}>
          <Image src={japan.src} width={japan.width} height={japan.height} alt={t('mapJapanAlt')} unoptimized preload className={styles.picture} />
          <a className={styles.area} style={box} href={areaHref}>
            <span className={styles.areaLabel}>{t('mapAreaLabel', { area: areaName, count: inDetail.length })}</span>
          </a>
          <span className={styles.insetLabel} style={inset} aria-hidden="true">
            {t('mapRyukyu')}
          </span>
          <ul className={styles.markers}>
            {onJapan.map((office) => (
              <Marker key={office.id} office={office} frame={japan} />
            ))}
          </ul>
        </div>
        <div className={styles.panel}>
          <p className={styles.panelTitle} aria-hidden="true">
            {t('mapDetailTitle')}
          </p>
          <Image src={detail.src} width={detail.width} height={detail.height} alt={t('mapDetailAlt')} unoptimized fetchPriority="low" className={styles.picture} />
          <ul className={styles.markers}>
            {inDetail.map((office) => (
              <Marker key={office.id} office={office} frame={detail} />
            ))}
          </ul>
        </div>
      </div>
      <figcaption className={styles.caption}>
        {t('mapCaption')}
        {/* Only the maps that show an office are named: an office alone in the close-up (the live preview of one
            office) had 「日本全図：。」 (issue 43 §8). */}
        {onJapan.length > 0 ? `${gap}${t('mapCaptionJapan', { names: list(onJapan) })}` : null}
        {inDetail.length > 0 ? `${gap}${t('mapCaptionDetail', { area: areaName, names: list(inDetail) })}` : null}
        {outside.length > 0 ? `${gap}${t('mapOutside', { names: list(outside) })}` : null}
      </figcaption>
    </figure>
  )
}
