/**
 * The seed's illustrations: one scene per article, campaign and banner, composed from a small visual
 * language (flat shapes, the brand's blue/teal with one warm accent, a soft tinted ground, rounded
 * cards with a gentle shadow). Drawn as SVG with shapes only (no lettering, so no fonts are needed
 * and no copy is baked into a picture) and rasterized to WebP by sharp.
 */
import sharp from 'sharp'

import { BRAND_MARK_BODY } from '../../lib/brand'

const C = {
  brand: '#0b5cab',
  brandDark: '#073f78',
  brandSoft: '#dbe8f6',
  sky: '#9ec5f0',
  accent: '#19a67e',
  accentSoft: '#d5f1e6',
  ink: '#14202e',
  line: '#c9d5e2',
  white: '#ffffff',
  warm: '#f5a524',
  warmSoft: '#fdf0d9',
  red: '#e5484d',
  violet: '#6d5bd0',
  pink: '#f4a7b9',
  skin: ['#f3d2b3', '#e0b48f', '#c98f67', '#a86e4a'],
  hair: ['#2b2220', '#4a3426', '#6b4a2f', '#1c1c24'],
}

/** A ground for each kind of story, so a list reads at a glance (product, press, event, news, campaign). */
export type ArtTone = 'product' | 'press' | 'event' | 'news' | 'campaign' | 'night'

const TONES: Record<ArtTone, { from: string; to: string; blob: string; grid: string }> = {
  product: { from: '#e6f0fb', to: '#dff4ec', blob: '#cfe2f6', grid: '#c3d8ef' },
  press: { from: '#e9ecfa', to: '#e4eef9', blob: '#d7dcf5', grid: '#c9d0ef' },
  event: { from: '#fff3e2', to: '#fde9e1', blob: '#fbdcbc', grid: '#f3d2ae' },
  news: { from: '#e4f5f0', to: '#eef4fb', blob: '#cdece1', grid: '#bfe1d5' },
  campaign: { from: '#e3f6ef', to: '#fff4e0', blob: '#c9eedf', grid: '#bfe5d6' },
  night: { from: '#0b1626', to: '#12345c', blob: '#173a66', grid: '#1d3f6b' },
}

const g = (x: number, y: number, s: number, inner: string, extra = '') =>
  `<g transform="translate(${x} ${y}) scale(${s})"${extra}>${inner}</g>`
const card = (x: number, y: number, w: number, h: number, fill: string = C.white, r = 22) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" filter="url(#shadow)"/>`

// ---------------------------------------------------------------- motifs (drawn around their own origin)

/**
 * The smart cart from the side: basket, handle with tablet, handheld scanner, wheels. ~480×420. Also drawn
 * in the site's own illustrations (scripts/make-images.mjs).
 */
export function cart(opts: { body?: string; screen?: string; shadow?: boolean } = {}) {
  const body = opts.body ?? C.brand
  return `<g${opts.shadow === false ? '' : ' filter="url(#shadow)"'}>
    <path d="M40 120 L380 120 L350 330 L80 330 Z" fill="${C.white}" stroke="${body}" stroke-width="10" stroke-linejoin="round"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${80 + i * 50}" y1="128" x2="${95 + i * 44}" y2="322" stroke="${C.brandSoft}" stroke-width="6"/>`).join('')}
    ${[0, 1, 2].map((i) => `<line x1="${60 - i * 4}" y1="${175 + i * 50}" x2="${368 - i * 8}" y2="${175 + i * 50}" stroke="${C.brandSoft}" stroke-width="6"/>`).join('')}
    <path d="M380 120 L430 40" stroke="${C.ink}" stroke-width="12" stroke-linecap="round"/>
    <path d="M420 40 L470 40" stroke="${C.ink}" stroke-width="14" stroke-linecap="round"/>
    <rect x="395" y="58" width="96" height="66" rx="10" transform="rotate(-30 440 90)" fill="${C.ink}"/>
    <rect x="403" y="65" width="80" height="52" rx="6" transform="rotate(-30 440 90)" fill="${opts.screen ?? 'url(#brand)'}"/>
    <rect x="330" y="88" width="26" height="40" rx="6" fill="${C.warm}"/>
    <path d="M80 330 L70 380 L360 380" fill="none" stroke="${C.ink}" stroke-width="10" stroke-linejoin="round"/>
    <circle cx="100" cy="398" r="20" fill="${C.ink}"/><circle cx="100" cy="398" r="8" fill="${C.line}"/>
    <circle cx="330" cy="398" r="20" fill="${C.ink}"/><circle cx="330" cy="398" r="8" fill="${C.line}"/>
  </g>`
}

/** Groceries that sit in a basket. ~300×120. */
function groceries() {
  return `<rect x="0" y="30" width="70" height="90" rx="8" fill="${C.warm}"/>
    <rect x="80" y="0" width="50" height="120" rx="10" fill="${C.accent}"/>
    <circle cx="180" cy="80" r="40" fill="${C.red}"/>
    <rect x="220" y="50" width="80" height="70" rx="8" fill="${C.brand}"/>`
}

/** A ceiling AI camera with its field of view. ~180×100 (+ cone). */
function camera(cone = true, lens = C.brand) {
  return `${cone ? `<path d="M40 96 L-140 520 L320 520 L140 96 Z" fill="${C.brand}" opacity="0.08"/>` : ''}
    <rect x="70" y="-50" width="40" height="56" fill="${C.ink}"/>
    <rect x="0" y="0" width="180" height="96" rx="24" fill="${C.ink}"/>
    <circle cx="90" cy="48" r="30" fill="${lens}"/><circle cx="90" cy="48" r="13" fill="${C.sky}"/>
    <circle cx="150" cy="24" r="6" fill="${C.accent}"/>`
}

/** A store shelf with products, some slots empty. width 560, rows of 150. */
function shelf(rows: number, empty: Array<[number, number]> = [], palette = [C.brand, C.accent, C.warm, C.red, C.violet, C.brandDark]) {
  const isEmpty = (r: number, c: number) => empty.some(([er, ec]) => er === r && ec === c)
  return `${card(0, 0, 560, rows * 150 + 30, C.white, 14)}
    ${Array.from({ length: rows }, (_, r) => `<rect x="16" y="${140 + r * 150}" width="528" height="10" rx="5" fill="${C.line}"/>`).join('')}
    ${Array.from({ length: rows }, (_, r) =>
      Array.from({ length: 6 }, (_, c) =>
        isEmpty(r, c) ? '' : `<rect x="${30 + c * 86}" y="${40 + r * 150}" width="64" height="100" rx="8" fill="${palette[(c + r * 2) % palette.length]}" opacity="0.9"/>`,
      ).join(''),
    ).join('')}`
}

/** A dashed detection box. */
const detect = (x: number, y: number, w: number, h: number, color: string = C.red) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="none" stroke="${color}" stroke-width="6" stroke-dasharray="16 10"/>`

/** A bar chart card. */
function bars(values: number[], color: string = C.brand, highlight = -1) {
  const w = values.length * 56 + 40
  return `${card(0, 0, w, 260)}
    ${values.map((v, i) => `<rect x="${30 + i * 56}" y="${230 - v}" width="36" height="${v}" rx="6" fill="${i === highlight ? C.accent : color}" opacity="${i === highlight ? 1 : 0.75}"/>`).join('')}`
}

/** A rising line with dots. */
function trend(points: Array<[number, number]>, color: string = C.accent) {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' ')
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
    ${points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="${C.white}" stroke="${color}" stroke-width="7"/>`).join('')}`
}

/** A donut chart. */
function donut(r: number, share: number, color: string = C.warm, track: string = C.brandSoft) {
  const len = 2 * Math.PI * r
  return `<circle r="${r}" fill="none" stroke="${track}" stroke-width="${r * 0.42}"/>
    <circle r="${r}" fill="none" stroke="${color}" stroke-width="${r * 0.42}" stroke-dasharray="${len * share} ${len}" transform="rotate(-90)"/>`
}

/** A calendar page; `marks` are day cells (0..20) coloured with the accent. */
function calendar(marks: number[], accent: string = C.red) {
  return `${card(0, 0, 360, 320)}
    <rect x="0" y="0" width="360" height="74" rx="22" fill="${accent}"/><rect x="0" y="50" width="360" height="24" fill="${accent}"/>
    <circle cx="90" cy="14" r="10" fill="${C.ink}"/><circle cx="270" cy="14" r="10" fill="${C.ink}"/>
    ${Array.from({ length: 21 }, (_, i) => `<rect x="${28 + (i % 7) * 45}" y="${98 + Math.floor(i / 7) * 70}" width="34" height="50" rx="8" fill="${marks.includes(i) ? accent : C.brandSoft}" opacity="${marks.includes(i) ? 0.9 : 1}"/>`).join('')}`
}

/** A person from the waist up (for crowds and teams). */
function person(shirt: string, skin = 0, hair = 0, long = false) {
  return `<path d="M-70 170 Q-70 70 0 70 Q70 70 70 170 Z" fill="${shirt}"/>
    ${long ? `<path d="M-42 -6 Q-46 60 -30 80 L30 80 Q46 60 42 -6 Z" fill="${C.hair[hair]}"/>` : ''}
    <rect x="-14" y="40" width="28" height="34" fill="${C.skin[skin]}"/>
    <circle cx="0" cy="10" r="40" fill="${C.skin[skin]}"/>
    <path d="M-42 8 Q-40 -36 0 -34 Q40 -36 42 8 Q30 -10 0 -12 Q-26 -12 -42 8 Z" fill="${C.hair[hair]}"/>`
}

/** Eyes and a smile on a person()'s face, for people shown up close. */
const smile = `<circle cx="-14" cy="10" r="4.5" fill="${C.ink}"/><circle cx="14" cy="10" r="4.5" fill="${C.ink}"/><path d="M-12 26 Q0 36 12 26" fill="none" stroke="#8a3b2e" stroke-width="4" stroke-linecap="round"/>`

/** A laptop with a screen drawing. ~420×280. */
function laptop(screen: string, screenFill: string = C.ink) {
  return `<g filter="url(#shadow)">
    <rect x="30" y="0" width="360" height="230" rx="16" fill="${C.ink}"/>
    <rect x="44" y="14" width="332" height="200" rx="8" fill="${screenFill}"/>
    <path d="M0 240 H420 L400 270 H20 Z" fill="${C.line}"/>
  </g>${g(44, 14, 1, screen)}`
}

/** Lines of code on a dark screen. */
function codeLines() {
  const widths = [120, 200, 160, 90, 220, 140, 180]
  return widths.map((w, i) => `<rect x="${24 + (i % 3 === 1 ? 30 : i % 3 === 2 ? 60 : 0)}" y="${22 + i * 24}" width="${w}" height="10" rx="5" fill="${[C.sky, C.accent, C.warm, C.pink][i % 4]}" opacity="0.9"/>`).join('')
}

/** A stopwatch. radius ~120. */
function stopwatch(share: number) {
  return `<rect x="-22" y="-168" width="44" height="30" rx="8" fill="${C.ink}"/>
    <rect x="80" y="-128" width="30" height="22" rx="6" fill="${C.ink}" transform="rotate(40 95 -117)"/>
    <circle r="140" fill="${C.white}" stroke="${C.ink}" stroke-width="14" filter="url(#shadow)"/>
    <g transform="scale(1)">${donut(96, share, C.accent, C.accentSoft)}</g>
    <path d="M0 0 L0 -92" stroke="${C.ink}" stroke-width="10" stroke-linecap="round" transform="rotate(${share * 360})"/>
    <circle r="14" fill="${C.ink}"/>`
}

/** Coins in a stack. */
function coins(n: number) {
  return Array.from({ length: n }, (_, i) => `<ellipse cx="0" cy="${-i * 22}" rx="70" ry="24" fill="${C.warm}" stroke="#d88a0c" stroke-width="5"/>`).join('')
}

/** An office building with windows. */
function building(w: number, h: number, color: string = C.brand) {
  const cols = Math.floor((w - 40) / 50)
  const rows = Math.floor((h - 60) / 56)
  return `${card(0, 0, w, h, color, 10)}
    ${Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => `<rect x="${26 + c * 50}" y="${30 + r * 56}" width="30" height="34" rx="4" fill="${(r * 3 + c) % 5 === 0 ? C.warmSoft : C.sky}" opacity="0.9"/>`).join('')).join('')}`
}

/** A map pin. ~80×110. */
const pin = (color: string = C.red) =>
  `<path d="M0 110 C -10 80 -56 58 -56 0 A56 56 0 0 1 56 0 C 56 58 10 80 0 110 Z" fill="${color}" filter="url(#shadow)"/><circle r="22" fill="${C.white}"/>`

/** A lightning bolt. */
const bolt = (color: string = C.warm) => `<path d="M20 0 L-40 90 H0 L-20 170 L50 60 H10 L40 0 Z" fill="${color}"/>`

/** A shield with a check or a lock. */
function shield(inner: 'check' | 'lock', color: string = C.accent) {
  return `<path d="M0 -130 L110 -90 V10 Q110 100 0 150 Q-110 100 -110 10 V-90 Z" fill="${color}" filter="url(#shadow)"/>
    ${inner === 'check'
      ? `<path d="M-50 10 L-12 48 L56 -30" fill="none" stroke="${C.white}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`
      : `<rect x="-46" y="-10" width="92" height="76" rx="12" fill="${C.white}"/><path d="M-28 -10 V-36 A28 28 0 0 1 28 -36 V-10" fill="none" stroke="${C.white}" stroke-width="14"/><circle cy="24" r="10" fill="${color}"/>`}`
}

/** A document page with lines. */
function documentPage() {
  return `${card(0, 0, 300, 380, C.white, 18)}
    <rect x="36" y="44" width="150" height="18" rx="9" fill="${C.brand}"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="36" y="${96 + i * 32}" width="${i % 3 === 2 ? 160 : 228}" height="12" rx="6" fill="${C.line}"/>`).join('')}`
}

/** A sakura blossom. */
function blossom(r: number) {
  return Array.from({ length: 5 }, (_, i) => `<ellipse cx="0" cy="${-r}" rx="${r * 0.62}" ry="${r}" fill="${C.pink}" transform="rotate(${i * 72})"/>`).join('') +
    `<circle r="${r * 0.32}" fill="${C.warm}"/>`
}

/** A gift box with a ribbon. */
function gift(color: string = C.red) {
  return `<g filter="url(#shadow)"><rect x="-120" y="-40" width="240" height="170" rx="14" fill="${color}"/>
    <rect x="-140" y="-90" width="280" height="60" rx="12" fill="${color}"/></g>
    <rect x="-18" y="-90" width="36" height="220" fill="${C.warm}"/>
    <path d="M0 -90 C -60 -170 -120 -110 -40 -92 Z M0 -90 C 60 -170 120 -110 40 -92 Z" fill="${C.warm}"/>`
}

/** A ticket. */
function ticket(color: string = C.violet) {
  return `<path d="M0 0 H300 V60 A30 30 0 0 0 300 120 V180 H0 V120 A30 30 0 0 0 0 60 Z" fill="${color}" filter="url(#shadow)"/>
    <line x1="210" y1="14" x2="210" y2="166" stroke="${C.white}" stroke-width="6" stroke-dasharray="12 10"/>
    <circle cx="100" cy="90" r="40" fill="${C.white}" opacity="0.9"/><path d="M82 90 l14 14 l26 -28" fill="none" stroke="${color}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`
}

/** A storefront with an awning. ~300×260. */
function storefront(awning: string = C.accent) {
  return `${card(10, 60, 280, 200, C.white, 10)}
    <path d="M0 20 H300 L300 80 Q275 100 250 80 Q225 100 200 80 Q175 100 150 80 Q125 100 100 80 Q75 100 50 80 Q25 100 0 80 Z" fill="${awning}"/>
    <rect x="0" y="0" width="300" height="28" rx="8" fill="${C.ink}"/>
    <rect x="40" y="120" width="90" height="140" rx="6" fill="${C.sky}"/><rect x="160" y="120" width="100" height="70" rx="6" fill="${C.brandSoft}"/>`
}

/** A sun with rays. */
const sun = (r: number) =>
  `${Array.from({ length: 12 }, (_, i) => `<rect x="${-6}" y="${-r - 46}" width="12" height="30" rx="6" fill="${C.warm}" transform="rotate(${i * 30})"/>`).join('')}<circle r="${r}" fill="${C.warm}"/>`

/** A stage with a screen and a speaker. */
function stage(screen: string) {
  return `<rect x="0" y="300" width="640" height="40" rx="10" fill="${C.brandDark}"/>
    ${card(80, 0, 480, 270, C.ink, 16)}${g(80, 0, 1, screen)}
    ${g(560, 220, 0.7, person(C.red, 1, 0))}
    <rect x="520" y="250" width="60" height="60" rx="6" fill="${C.ink}"/>`
}

/** The cart's tablet with scanned items and the running total (as on the Skip Cart page). ~680×500. */
function cartTablet(items: Array<['milk' | 'apple' | 'bread', number]>, total: number) {
  const thumbs = {
    milk: `<rect x="14" y="8" width="36" height="50" rx="5" fill="${C.white}" stroke="${C.brand}" stroke-width="4"/><path d="M14 22 h36" stroke="${C.brand}" stroke-width="4"/>`,
    apple: `<circle cx="32" cy="36" r="22" fill="${C.red}"/><path d="M32 14 q6 -8 12 -6" stroke="${C.accent}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    bread: `<rect x="8" y="18" width="48" height="36" rx="16" fill="${C.warm}"/><path d="M20 24 v24 M32 24 v24 M44 24 v24" stroke="#d98a12" stroke-width="3"/>`,
  }
  const font = 'font-family="Inter, DejaVu Sans, sans-serif"'
  return `<g filter="url(#shadow)"><rect x="0" y="0" width="680" height="470" rx="34" fill="${C.ink}"/></g>
    <rect x="26" y="26" width="628" height="418" rx="16" fill="${C.white}"/>
    <path d="M26 42 a16 16 0 0 1 16 -16 h596 a16 16 0 0 1 16 16 v36 h-628 z" fill="${C.brand}"/>
    ${g(42, 33, 0.56, BRAND_MARK_BODY)}
    <rect x="90" y="44" width="130" height="18" rx="9" fill="${C.white}" opacity="0.85"/>
    ${items.map(([kind, price], i) => `<g transform="translate(50 ${100 + i * 90})">
      <rect x="0" y="0" width="64" height="62" rx="12" fill="#f3f6fa"/>${thumbs[kind]}
      <rect x="84" y="12" width="${[130, 96, 116][i]}" height="14" rx="7" fill="${C.ink}" opacity="0.75"/>
      <rect x="84" y="38" width="60" height="10" rx="5" fill="${C.line}"/>
      <text x="350" y="42" text-anchor="end" ${font} font-size="24" font-weight="700" fill="${C.ink}">¥${price}</text></g>`).join('')}
    <rect x="430" y="100" width="200" height="320" rx="16" fill="#f3f6fa"/>
    <rect x="452" y="126" width="90" height="14" rx="7" fill="${C.ink}" opacity="0.55"/>
    <text x="452" y="200" ${font} font-size="42" font-weight="800" fill="${C.brand}">¥${total.toLocaleString('en')}</text>
    <rect x="452" y="350" width="156" height="48" rx="24" fill="${C.accent}"/>
    <path d="M512 374 h32 m-11 -11 l11 11 l-11 11" stroke="${C.white}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
}

/** A month of 30 days; the first `done` are ticked. ~330×380. */
function monthCard(done: number, accent: string = C.accent) {
  return `${card(0, 0, 330, 380)}
    <rect x="0" y="0" width="330" height="72" rx="22" fill="${accent}"/><rect x="0" y="50" width="330" height="22" fill="${accent}"/>
    <circle cx="80" cy="12" r="9" fill="${C.ink}"/><circle cx="250" cy="12" r="9" fill="${C.ink}"/>
    <text x="165" y="54" text-anchor="middle" font-family="Inter, DejaVu Sans, sans-serif" font-size="34" font-weight="800" fill="${C.white}">30</text>
    ${Array.from({ length: 30 }, (_, i) => {
      const x = 24 + (i % 6) * 48
      const y = 96 + Math.floor(i / 6) * 54
      return i < done
        ? `<rect x="${x}" y="${y}" width="40" height="42" rx="8" fill="${accent}"/><path d="M${x + 11} ${y + 22} l7 7 l12 -14" fill="none" stroke="${C.white}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
        : `<rect x="${x}" y="${y}" width="40" height="42" rx="8" fill="${C.brandSoft}"/>`
    }).join('')}`
}

/** A monitor with four camera feeds of shelves; the second marks an empty slot. ~560×420. */
function feedsMonitor() {
  const feed = (x: number, y: number, alert: boolean) => `<g transform="translate(${x} ${y})">
    <rect width="240" height="150" rx="10" fill="#101c2c"/>
    <rect x="14" y="62" width="212" height="6" rx="3" fill="#3a4d66"/><rect x="14" y="126" width="212" height="6" rx="3" fill="#3a4d66"/>
    ${[0, 1, 2, 3, 4].map((c) => (alert && c === 2 ? '' : `<rect x="${20 + c * 42}" y="22" width="30" height="40" rx="4" fill="${[C.brand, C.accent, C.warm, C.red, C.violet][(c + x) % 5]}"/>`)).join('')}
    ${[0, 1, 2, 3, 4].map((c) => `<rect x="${20 + c * 42}" y="86" width="30" height="40" rx="4" fill="${[C.warm, C.violet, C.brand, C.accent, C.red][(c + y) % 5]}"/>`).join('')}
    ${alert ? `<rect x="96" y="16" width="52" height="52" rx="6" fill="none" stroke="${C.red}" stroke-width="4" stroke-dasharray="9 6"/><circle cx="222" cy="16" r="7" fill="${C.red}"/>` : `<circle cx="222" cy="16" r="6" fill="${C.accent}"/>`}
  </g>`
  return `<g filter="url(#shadow)"><rect x="0" y="0" width="560" height="380" rx="22" fill="${C.ink}"/></g>
    <rect x="20" y="20" width="520" height="340" rx="12" fill="#1b2a40"/>
    ${feed(30, 30, false)}${feed(290, 30, true)}${feed(30, 196, false)}${feed(290, 196, false)}
    <rect x="240" y="380" width="80" height="40" fill="${C.ink}"/><rect x="180" y="416" width="200" height="14" rx="7" fill="${C.ink}"/>`
}

// ------------------------------------------------------------------------- scenes

type Localized = { ja: string; en: string }
export type Scene = { tone: ArtTone; alt: Localized; draw: (w: number, h: number) => string }

/** A scene placed in a 1280×720 frame; the drawing is scaled to fit other sizes. */
const scene = (tone: ArtTone, alt: Localized, body: string): Scene => ({ tone, alt, draw: () => body })

/** One scene per seed key. Keys are news and campaign slugs, and `banner-<key>` for banners. */
export const SCENES: Record<string, Scene> = {
  'skip-cart-launch': scene(
    'product',
    { ja: '商品を入れたSkip Cartと、会計完了のチェックマークのイラスト', en: 'Illustration of Skip Cart filled with groceries beside a shelf, with a check mark for a completed checkout' },
    `
    ${g(690, 110, 1, shelf(3, [], [C.brand, C.accent, C.warm, C.red, C.violet, C.brandDark]), ' opacity="0.55"')}
    ${g(300, 180, 1.05, cart())}${g(380, 250, 1, groceries())}
    ${g(980, 130, 1, `<circle r="70" fill="${C.accent}" filter="url(#shadow)"/><path d="M-30 0 l20 22 l42 -44" fill="none" stroke="${C.white}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`)}
    ${[[230, 150, 16], [250, 560, 10], [880, 600, 14]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.warm}"/>`).join('')}`),

  'camera-shelf-monitoring': scene(
    'product',
    { ja: 'AIカメラが商品棚の欠品を枠で検知し、スタッフに通知するイラスト', en: 'Illustration of an AI camera marking empty shelf slots and sending an alert to staff' },
    `
    ${g(140, 170, 1, shelf(3, [[1, 3], [1, 4], [2, 1]]))}
    ${g(140, 170, 1, detect(280, 182, 166, 116) + detect(108, 332, 80, 116) + detect(22, 32, 80, 116, C.accent))}
    ${g(860, 110, 1.1, camera())}
    ${g(830, 400, 1, `${card(0, 0, 320, 200)}<circle cx="60" cy="64" r="26" fill="${C.red}"/><rect x="104" y="50" width="180" height="14" rx="7" fill="${C.ink}" opacity="0.7"/><rect x="104" y="76" width="120" height="12" rx="6" fill="${C.line}"/><rect x="30" y="130" width="260" height="40" rx="20" fill="${C.accent}"/>`)}`),

  'series-a-funding': scene(
    'press',
    { ja: '伸びる棒グラフと積み上がったコインのイラスト', en: 'Illustration of a rising bar chart and stacks of coins' },
    `
    ${g(170, 190, 1, bars([60, 90, 120, 150, 200], C.brand, 4))}
    ${g(170, 160, 1, trend([[40, 220], [130, 180], [220, 150], [310, 90], [390, 20]], C.accent))}
    ${g(760, 520, 1, coins(7))}${g(930, 560, 1, coins(4))}${g(1080, 540, 1, coins(5))}
    ${g(870, 120, 1, `<circle r="110" fill="${C.white}" filter="url(#shadow)"/><path d="M-40 30 L0 -50 L40 30 M-30 0 H30" fill="none" stroke="${C.brand}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`)}`),

  'retail-tech-expo-2025': scene(
    'event',
    { ja: '展示会ブースでSkip CartとAIカメラを見る来場者のイラスト', en: 'Illustration of visitors at an expo booth looking at Skip Cart and an AI camera' },
    `
    <rect x="150" y="120" width="980" height="60" rx="14" fill="${C.brand}"/>
    <rect x="180" y="180" width="20" height="380" fill="${C.ink}"/><rect x="1080" y="180" width="20" height="380" fill="${C.ink}"/>
    ${[0, 1, 2].map((i) => `<path d="M${330 + i * 300} 180 L${250 + i * 300} 600 H${410 + i * 300} Z" fill="${C.warm}" opacity="0.18"/>`).join('')}
    ${g(520, 250, 0.72, cart())}
    ${g(290, 250, 0.8, camera(false))}
    ${g(230, 470, 0.9, person(C.accent, 0, 1))}${g(420, 500, 0.85, person(C.violet, 2, 3, true))}${g(900, 470, 0.9, person(C.red, 1, 2, true))}${g(1040, 500, 0.85, person(C.brandDark, 3, 0))}
    <rect x="100" y="640" width="1080" height="16" rx="8" fill="${C.line}"/>`),

  'fukuoka-development-site': scene(
    'news',
    { ja: '福岡の街並みと新拠点を示すピンのイラスト', en: 'Illustration of Fukuoka buildings with a pin marking the new site' },
    `
    ${g(130, 260, 1, building(280, 380, C.brand))}${g(440, 180, 1, building(220, 460, C.brandDark))}
    <rect x="700" y="120" width="34" height="520" fill="${C.line}"/><path d="M690 120 L717 40 L744 120 Z" fill="${C.line}"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="700" y="${160 + i * 60}" width="34" height="8" fill="${C.white}"/>`).join('')}
    ${g(950, 260, 1.2, pin(C.red))}
    ${g(860, 430, 1, `<path d="M0 60 C 60 -10 180 -20 260 40 C 300 90 240 170 150 190 C 80 200 -10 150 0 60 Z" fill="${C.accentSoft}" stroke="${C.accent}" stroke-width="6"/>`)}
    <rect x="80" y="640" width="1120" height="14" rx="7" fill="${C.line}"/>`),

  'rollout-38-stores': scene(
    'press',
    { ja: '38店舗の店舗アイコンとAIカメラのイラスト', en: 'Illustration of 38 small store fronts and two AI cameras' },
    `
    ${Array.from({ length: 38 }, (_, i) => {
      const col = i % 10, row = Math.floor(i / 10)
      return g(120 + col * 106, 110 + row * 130, 0.3, storefront([C.accent, C.brand, C.warm][(col + row) % 3]))
    }).join('')}
    ${g(850, 470, 0.8, camera(false))}${g(1030, 470, 0.8, camera(false, C.accent))}`),

  'summer-holiday-2025': scene(
    'event',
    { ja: '休業日に印を付けたカレンダーと、夏の海辺のイラスト', en: 'Illustration of a calendar with the closed days marked, beside a summer beach' },
    `
    ${g(1000, 170, 1, sun(80))}
    <path d="M0 520 Q160 480 320 520 T640 520 T960 520 T1280 520 V720 H0 Z" fill="${C.sky}"/>
    <path d="M0 580 Q160 540 320 580 T640 580 T960 580 T1280 580 V720 H0 Z" fill="${C.brand}" opacity="0.6"/>
    ${g(200, 150, 1, calendar([9, 10, 11, 12], C.red))}
    <path d="M720 250 Q840 150 960 250 Z" fill="${C.red}"/><path d="M780 250 Q840 170 900 250" fill="${C.white}" opacity="0.5"/><rect x="835" y="250" width="10" height="280" fill="${C.ink}"/>`),

  'checkout-time-study': scene(
    'press',
    { ja: '半分まで進んだストップウォッチとSkip Cart、会計時間の比較グラフのイラスト', en: 'Illustration of a stopwatch, Skip Cart and a chart comparing checkout times' },
    `
    ${g(380, 370, 1.2, stopwatch(0.5))}
    ${g(700, 260, 0.75, cart())}
    ${g(820, 110, 0.7, bars([200, 180, 60], C.brandDark, 2))}`),

  'hiring-engineers-2026': scene(
    'news',
    { ja: 'コードが映るノートパソコンとエンジニアたちのイラスト', en: 'Illustration of a laptop showing code, with four engineers' },
    `
    ${g(420, 150, 1.1, laptop(codeLines()))}
    ${g(230, 470, 1, person(C.brand, 0, 0))}${g(420, 490, 0.95, person(C.accent, 2, 1, true))}${g(900, 470, 1, person(C.warm, 1, 3))}${g(1080, 490, 0.95, person(C.violet, 3, 2, true))}
    ${g(1000, 170, 1, `<circle r="70" fill="${C.white}" filter="url(#shadow)"/><path d="M0 -34 V34 M-34 0 H34" stroke="${C.accent}" stroke-width="18" stroke-linecap="round"/>`)}`),

  'loss-prevention-webinar': scene(
    'event',
    { ja: 'AIカメラと盾が映るノートパソコンと再生ボタンのウェビナーのイラスト', en: 'Illustration of a webinar: a laptop showing an AI camera and a shield, with a play button' },
    `
    ${g(180, 130, 1.3, laptop(`<rect width="332" height="200" fill="${C.brandDark}"/>${g(60, 40, 0.5, camera(false))}${g(240, 110, 0.45, shield('check', C.accent))}`))}
    ${g(900, 300, 1, `<circle r="110" fill="${C.red}" filter="url(#shadow)"/><path d="M-34 -50 L56 0 L-34 50 Z" fill="${C.white}"/>`)}
    ${g(820, 520, 0.8, person(C.brand, 1, 0))}${g(980, 520, 0.8, person(C.accent, 0, 2, true))}`),

  'cart-chained-charging': scene(
    'product',
    { ja: '連結されたカートが充電ステーションで充電されるイラスト', en: 'Illustration of nested carts charging together from one charging station' },
    `
    ${[0, 1, 2, 3, 4].map((i) => g(120 + i * 120, 230, 0.8, cart({ shadow: i === 4 }), i < 4 ? ' opacity="0.75"' : '')).join('')}
    ${g(1040, 260, 1, `${card(0, 0, 110, 320, C.ink, 16)}${g(40, 70, 1, bolt())}`)}
    <path d="M1040 520 Q900 620 760 560" fill="none" stroke="${C.ink}" stroke-width="10"/>
    ${[0, 1, 2, 3].map((i) => g(200 + i * 170, 140, 0.4, bolt(C.warm))).join('')}`),

  'year-in-numbers-2025': scene(
    'press',
    { ja: '円グラフ、棒グラフ、カメラと店舗のアイコンを並べたダッシュボードのイラスト', en: 'Illustration of a dashboard with a donut chart, a bar chart, a camera and a store' },
    `
    ${g(120, 110, 1, `${card(0, 0, 460, 500)}${g(230, 230, 1, donut(130, 0.72, C.accent))}`)}
    ${g(640, 110, 1, bars([80, 110, 150, 170, 210, 190], C.brand, 4))}
    ${g(640, 410, 1, `${card(0, 0, 250, 200)}${g(50, 50, 0.85, camera(false))}`)}
    ${g(920, 410, 1, `${card(0, 0, 250, 200)}${g(25, 10, 0.62, storefront(C.warm))}`)}`),

  'store-dx-seminar-spring-2026': scene(
    'event',
    { ja: '桜の季節のセミナーで、登壇者と聴講者がスクリーンを見るイラスト', en: 'Illustration of a spring seminar: a speaker beside a screen, an audience and cherry blossoms' },
    `
    ${g(320, 120, 1, stage(`<rect width="480" height="270" rx="16" fill="${C.brandDark}"/>${g(40, 40, 0.6, bars([60, 100, 140, 180], C.sky, 3))}${g(300, 80, 0.35, cart({ shadow: false }))}`))}
    ${[0, 1, 2, 3, 4, 5].map((i) => g(260 + i * 120, 500, 0.75, person([C.brand, C.accent, C.violet, C.warm, C.red, C.brandDark][i], i % 4, (i + 1) % 4, i % 2 === 1))).join('')}
    ${[[140, 130, 34], [1140, 110, 40], [1080, 300, 26], [190, 330, 24]].map(([x, y, r]) => g(x, y, 1, blossom(r))).join('')}`),

  'privacy-policy-update-2026': scene(
    'news',
    { ja: '規約の書類と鍵付きの盾、AIカメラのイラスト', en: 'Illustration of a policy document, a shield with a lock and an AI camera' },
    `
    ${g(360, 150, 1.1, documentPage())}
    ${g(760, 350, 1.2, shield('lock', C.accent))}
    ${g(860, 110, 0.8, camera(false))}`),

  // Campaigns (issue 44): each shows the product as it is used, in the site's mock-up style, with the offer on it.
  'skip-cart-free-trial': scene(
    'campaign',
    {
      ja: 'Skip Cartのタブレットにリボンと0円の札を付けたイラスト。画面には読み取った3点の商品と合計594円、横に30日間のカレンダーと、始まった8日に付いたチェック',
      en: "Illustration of Skip Cart’s tablet with a bow and a ¥0 tag, showing three scanned items and a ¥594 total, beside a 30-day calendar with the first eight days ticked",
    },
    `
    ${g(90, 110, 1, cartTablet([['milk', 198], ['apple', 158], ['bread', 238]], 594))}
    <path d="M760 124 C 790 220 800 380 812 540" fill="none" stroke="${C.red}" stroke-width="5"/>
    ${g(760, 124, 1, `<path d="M0 0 C -70 -100 -150 -30 -24 -4 Z M0 0 C 70 -100 150 -30 24 -4 Z" fill="${C.red}"/><path d="M0 0 C -34 -54 -90 -26 -20 -6 Z M0 0 C 34 -54 90 -26 20 -6 Z" fill="#b93036"/><path d="M-6 6 L-40 70 M6 6 L36 66" stroke="${C.red}" stroke-width="16" stroke-linecap="round"/><circle r="20" fill="#b93036"/>`)}
    ${g(812, 540, 1, `<g transform="rotate(-10)" filter="url(#shadow)"><path d="M-20 0 L20 -30 H190 V120 H20 L-20 90 Z" fill="${C.white}" stroke="${C.red}" stroke-width="6" stroke-linejoin="round"/><circle cx="6" cy="45" r="10" fill="${C.red}"/><text x="112" y="76" text-anchor="middle" font-family="Inter, DejaVu Sans, sans-serif" font-size="58" font-weight="800" fill="${C.red}">¥0</text></g>`)}
    ${g(900, 60, 1, monthCard(8, C.accent))}`),

  'camera-starter-pack': scene(
    'campaign',
    {
      ja: '開いた段ボール箱と4台のAIカメラ、割引マークのイラスト。奥のモニターに4台の映像が並び、1台が棚の欠品を赤い枠で示す',
      en: 'Illustration of an open box with four AI cameras and a discount badge, and a monitor showing the four feeds, one marking an empty shelf slot in red',
    },
    `
    ${g(640, 90, 1, feedsMonitor())}
    ${g(120, 420, 0.8, `<path d="M0 0 H560 V300 H0 Z" fill="#c99a5b"/><path d="M0 0 L80 -90 H640 L560 0 Z" fill="#e0b57a"/><path d="M560 0 L640 -90 V210 L560 300 Z" fill="#b5864a"/><rect x="230" y="0" width="100" height="300" fill="${C.warm}" opacity="0.7"/>`)}
    ${[0, 1, 2, 3].map((i) => g(130 + i * 115, 300 + (i % 2) * 30, 0.52, camera(false, [C.brand, C.accent, C.violet, C.brandDark][i]))).join('')}
    ${g(560, 610, 1, `<circle r="70" fill="${C.red}" filter="url(#shadow)"/><path d="M-26 26 L26 -26" stroke="${C.white}" stroke-width="11" stroke-linecap="round"/><circle cx="-21" cy="-21" r="11" fill="${C.white}"/><circle cx="21" cy="21" r="11" fill="${C.white}"/>`)}`),

  'expo-visitor-offer': scene(
    'campaign',
    {
      ja: '展示会のカイモノAIブースのイラスト。カート・カメラ・分析の3製品を映すモニターとSkip Cartの実機、話す担当者と来場者、手前に来場者チケット',
      en: "Illustration of Kaimono AI’s expo booth: a monitor presenting the cart, the camera and the analytics, a Skip Cart to try, a staff member talking with a visitor, and a visitor ticket in front",
    },
    `
    <rect x="300" y="70" width="900" height="70" rx="14" fill="${C.brand}"/>
    ${g(320, 80, 0.78, BRAND_MARK_BODY)}
    <rect x="390" y="94" width="220" height="22" rx="11" fill="${C.white}" opacity="0.85"/>
    <rect x="320" y="140" width="16" height="500" fill="${C.ink}"/><rect x="1164" y="140" width="16" height="500" fill="${C.ink}"/>
    ${g(400, 170, 1, `<g filter="url(#shadow)"><rect width="300" height="190" rx="14" fill="${C.ink}"/></g><rect x="12" y="12" width="276" height="166" rx="8" fill="${C.white}"/>
      ${g(28, 28, 0.7, BRAND_MARK_BODY)}<rect x="86" y="38" width="120" height="12" rx="6" fill="${C.ink}" opacity="0.7"/><rect x="86" y="58" width="80" height="10" rx="5" fill="${C.line}"/>
      ${[[C.brandSoft, g(14, 14, 0.1, cart({ shadow: false }))], [C.accentSoft, g(12, 20, 0.32, camera(false))], [C.warmSoft, `<rect x="16" y="36" width="10" height="16" rx="2" fill="${C.warm}"/><rect x="31" y="26" width="10" height="26" rx="2" fill="${C.warm}"/><rect x="46" y="14" width="10" height="38" rx="2" fill="${C.accent}"/>`]].map(([bg, icon], i) => `<g transform="translate(${28 + i * 84} 96)"><rect width="72" height="64" rx="10" fill="${bg}"/>${icon}</g>`).join('')}
      <rect x="130" y="190" width="40" height="40" fill="${C.ink}"/><rect x="100" y="226" width="100" height="10" rx="5" fill="${C.ink}"/>`)}
    ${g(820, 250, 0.62, cart({ screen: C.white }))}
    ${g(1090, 380, 0.86, person(C.warm, 2, 3, true) + smile)}${g(690, 400, 0.86, person(C.accent, 1, 1) + smile)}
    <rect x="280" y="640" width="940" height="16" rx="8" fill="${C.line}"/>
    ${g(80, 430, 1.05, ticket(C.violet))}`),

  // Banners: the art sits on the right; the left stays calm for the text laid over it in HTML. No fade is drawn
  // in: from 1024 px the page lays its own dark panel under the text, and on phones and tablets (text under the
  // picture) a drawn fade showed as a grey haze over the picture's left third.
  'banner-free-trial': {
    alt: { ja: '商品を入れたSkip Cartとギフトボックスのイラスト', en: 'Illustration of Skip Cart with groceries and a gift box' },
    tone: 'campaign',
    draw: (w, h) => `
      ${g(w * 0.56, h * 0.14, h / 560, `${cart()}${g(80, 70, 1, groceries())}`)}
      ${g(w * 0.86, h * 0.66, h / 900, gift(C.red))}
      ${g(w * 0.9, h * 0.22, h / 1400, calendar(Array.from({ length: 21 }, (_, i) => i), C.accent))}`,
  },
  'banner-camera': {
    alt: { ja: 'AIカメラが商品棚の欠品を枠で検知するイラスト', en: 'Illustration of an AI camera marking empty slots on a store shelf' },
    tone: 'night',
    draw: (w, h) => `
      ${g(w * 0.6, h * 0.3, h / 620, shelf(2, [[0, 3], [1, 1]]) + detect(280, 32, 80, 116) + detect(108, 182, 80, 116) + detect(194, 182, 80, 116, C.accent))}
      ${g(w * 0.86, h * 0.2, h / 520, camera(false))}`,
  },
}

/** The SVG of a scene at any size (scenes are laid out on 1280×720 and scaled to cover). */
export function artSvg(key: string, width: number, height: number): string {
  const s = SCENES[key]
  if (!s) throw new Error(`No seed art for "${key}"`)
  const t = TONES[s.tone]
  const isBanner = key.startsWith('banner-')
  const scale = Math.max(width / 1280, height / 720)
  const body = isBanner
    ? s.draw(width, height)
    : `<g transform="translate(${(width - 1280 * scale) / 2} ${(height - 720 * scale) / 2}) scale(${scale})">${s.draw(1280, 720)}</g>`
  // Banners darken towards the left, where the page lays its text over them on a dark brand scrim.
  const fadeTo = isBanner ? '#072850' : t.from
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient>
    <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.brand}"/><stop offset="1" stop-color="${C.accent}"/></linearGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${fadeTo}" stop-opacity="0.9"/><stop offset="1" stop-color="${fadeTo}" stop-opacity="0"/></linearGradient>
    <pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${t.grid}"/></pattern>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#14202e" flood-opacity="0.14"/></filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#ground)"/>
  <rect width="${width}" height="${height}" fill="url(#dots)" opacity="0.7"/>
  <circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.5}" fill="${t.blob}" opacity="0.55"/>
  <circle cx="${width * 0.08}" cy="${height * 0.92}" r="${height * 0.36}" fill="${t.blob}" opacity="0.45"/>
  ${body}
</svg>`
}

/**
 * Where each scene's subject is (percent from the top left), stored as the media item's focal point so that the
 * square thumbnails of the phone news list (and any other crop) keep it: the donut of the year in numbers, the
 * stopwatch, the cart, the people. Scenes not listed are centred.
 */
export const SCENE_FOCUS: Record<string, { x: number; y: number }> = {
  'skip-cart-launch': { x: 35, y: 55 },
  'camera-shelf-monitoring': { x: 45, y: 50 },
  'series-a-funding': { x: 40, y: 55 },
  'retail-tech-expo-2025': { x: 50, y: 62 },
  'fukuoka-development-site': { x: 45, y: 50 },
  'summer-holiday-2025': { x: 45, y: 50 },
  'checkout-time-study': { x: 33, y: 55 },
  'hiring-engineers-2026': { x: 50, y: 62 },
  'loss-prevention-webinar': { x: 36, y: 50 },
  'cart-chained-charging': { x: 55, y: 55 },
  'year-in-numbers-2025': { x: 25, y: 55 },
  'store-dx-seminar-spring-2026': { x: 45, y: 62 },
  'privacy-policy-update-2026': { x: 55, y: 50 },
  'skip-cart-free-trial': { x: 40, y: 55 },
  'camera-starter-pack': { x: 40, y: 55 },
  'expo-visitor-offer': { x: 42, y: 55 },
}

/** A WebP of the scene at the given size (the CMS stores it as uploaded, re-encoded to WebP). */
export async function renderArt(key: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(artSvg(key, width, height))).webp({ quality: 80, effort: 5 }).toBuffer()
}
