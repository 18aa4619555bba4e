/**
 * Draws the site's illustrations as SVG and rasterizes them with sharp into public/images/.
 * Everything is drawn here, so the images are ours to ship; run `npx tsx scripts/make-images.mjs`
 * after changing a drawing and commit the output. No words are drawn (copy stays translatable); the product
 * mock-ups show only what reads the same in every language (prices, times, counts, aisle codes).
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

import { BRAND_MARK_BODY } from '../src/lib/brand.ts'
import { cart as cartMotif } from '../src/payload/seed/art.ts'

const OUT = process.env.IMAGES_OUT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images')

const C = {
  brand: '#0b5cab',
  brandDark: '#073f78',
  brandSoft: '#dbe8f6',
  accent: '#19a67e',
  accentSoft: '#e3f6ef',
  ink: '#14202e',
  line: '#c9d5e2',
  surface: '#ffffff',
  alt: '#f3f6fa',
  warm: '#f5a524',
  warmSoft: '#fdf0d9',
  red: '#e5484d',
}

const svg = (w, h, body, bg = C.alt) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eaf2fb"/><stop offset="1" stop-color="#e3f6ef"/></linearGradient>
    <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.brand}"/><stop offset="1" stop-color="${C.accent}"/></linearGradient>
    <linearGradient id="night" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1626"/><stop offset="1" stop-color="#12345c"/></linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="12" stdDeviation="14" flood-color="#14202e" flood-opacity="0.16"/></filter>
  </defs>` +
  `<rect width="${w}" height="${h}" fill="${bg}"/>${body}</svg>`

const images = {
  /** Home hero: the store entrance's charging row, nested Skip Carts on their rail, one being taken out, its screen waking. */
  'home-hero': [1200, 900, svg(1200, 900, `
    <rect width="1200" height="900" fill="url(#sky)"/>
    <g transform="translate(0 100)">
    <!-- the entrance: glass doors and the store's light behind them -->
    <rect x="60" y="90" width="1080" height="520" rx="18" fill="#ffffff" opacity="0.55"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${90 + i * 262}" y="120" width="236" height="470" rx="10" fill="${C.brandSoft}" opacity="${i === 1 || i === 2 ? 0.9 : 0.55}"/>`).join('')}
    <rect x="585" y="120" width="8" height="470" fill="#ffffff"/>
    <rect x="40" y="676" width="1120" height="18" rx="9" fill="${C.line}"/>
    <!-- the charging rail and post -->
    <rect x="470" y="650" width="660" height="14" rx="7" fill="${C.ink}"/>
    <g transform="translate(1086 392)">
      <rect x="0" y="0" width="84" height="270" rx="16" fill="${C.ink}"/>
      <path d="M0 230 q-40 0 -70 28" stroke="${C.ink}" stroke-width="8" fill="none" stroke-linecap="round"/>
      <rect x="14" y="18" width="56" height="84" rx="10" fill="#1b3050"/>
      <path d="M47 32 l-16 30 h18 l-12 28" stroke="${C.warm}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${18 + i * 12}" cy="126" r="4" fill="${C.accent}"/>`).join('')}
    </g>
    <!-- five carts nested on the rail, each screen showing its battery -->
    ${[4, 3, 2, 1, 0].map((i) => `<g transform="translate(${480 + i * 64} 367) scale(0.7)">${cartMotif({ shadow: false, screen: '#0f2a4a' })}
      <g transform="rotate(-30 440 90)">${[0, 1, 2, 3].map((b) => `<rect x="${414 + b * 15}" y="82" width="11" height="18" rx="2" fill="${b < 3 + (i % 2) ? C.accent : '#3a5578'}"/>`).join('')}</g></g>`).join('')}
    <!-- the cart being taken: in front, its screen awake with the brand's welcome -->
    <g transform="translate(40 279) scale(0.95)">${cartMotif({ screen: '#ffffff' })}
      <g transform="rotate(-30 440 90)"><g transform="translate(426 70) scale(0.5)">${BRAND_MARK_BODY}</g></g>
    </g>
    <g stroke="${C.accent}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.7"><path d="M456 300 q24 -24 48 0"/><path d="M442 280 q38 -38 76 0"/></g>
    </g>
  `)],

  /** AI camera: the store dashboard raising a stock-out alert, with the camera's view of the shelf and each aisle's state. */
  'camera-store': [1200, 800, svg(1200, 800, `
    <rect width="1200" height="800" fill="url(#sky)"/>
    <g transform="translate(70 70)" filter="url(#shadow)">
      <rect x="0" y="0" width="1060" height="660" rx="22" fill="${C.surface}"/>
      <!-- sidebar -->
      <path d="M0 22 a22 22 0 0 1 22 -22 h70 v660 h-70 a22 22 0 0 1 -22 -22 z" fill="${C.brandDark}"/>
      <g transform="translate(24 26) scale(0.7)">${BRAND_MARK_BODY}</g>
      ${[0, 1, 2, 3].map((i) => `<rect x="28" y="${120 + i * 62}" width="36" height="36" rx="9" fill="${i === 0 ? '#ffffff' : '#2c5a8c'}" opacity="${i === 0 ? 0.95 : 1}"/>`).join('')}
      <!-- top bar -->
      <rect x="122" y="26" width="240" height="22" rx="11" fill="${C.line}"/>
      <rect x="900" y="20" width="130" height="34" rx="17" fill="${C.alt}"/><circle cx="1010" cy="37" r="9" fill="${C.accent}"/>
      <!-- the camera's view of aisle 3 -->
      <rect x="122" y="78" width="560" height="400" rx="16" fill="#101c2c"/>
      <g transform="translate(142 104) scale(0.93)">
        ${[0, 1].map((r) => `<rect x="0" y="${170 + r * 180}" width="560" height="12" rx="6" fill="#3a4d66"/>`).join('')}
        ${[0, 1].map((r) => [0, 1, 2, 3, 4, 5].map((c) => (r === 0 && (c === 2 || c === 3)) ? '' : `<rect x="${14 + c * 92}" y="${58 + r * 180}" width="70" height="112" rx="8" fill="${[C.brand, C.accent, C.warm, C.red, '#7c5cff', '#4f8fd6'][(c + r * 2) % 6]}"/>`).join('')).join('')}
        <rect x="186" y="46" width="176" height="134" rx="10" fill="${C.red}" opacity="0.12"/>
        <rect x="186" y="46" width="176" height="134" rx="10" fill="none" stroke="${C.red}" stroke-width="6" stroke-dasharray="18 10"/>
        <rect x="6" y="226" width="86" height="132" rx="10" fill="none" stroke="${C.accent}" stroke-width="5"/>
        <rect x="466" y="226" width="86" height="132" rx="10" fill="none" stroke="${C.accent}" stroke-width="5"/>
      </g>
      <circle cx="150" cy="104" r="8" fill="${C.red}"/><rect x="166" y="97" width="70" height="14" rx="7" fill="#3a4d66"/>
      <!-- the alert -->
      <g transform="translate(712 78)">
        <rect x="0" y="0" width="318" height="238" rx="16" fill="#fff4f4" stroke="${C.red}" stroke-width="3"/>
        <path d="M40 30 l26 46 h-52 z" fill="${C.red}" stroke="${C.red}" stroke-width="6" stroke-linejoin="round"/>
        <rect x="37" y="44" width="6" height="18" rx="3" fill="#fff"/><circle cx="40" cy="69" r="3.5" fill="#fff"/>
        <text x="90" y="66" font-family="Inter, DejaVu Sans, sans-serif" font-size="30" font-weight="700" fill="${C.red}">10:42</text>
        <rect x="24" y="100" width="122" height="90" rx="10" fill="#101c2c"/>
        <rect x="46" y="116" width="78" height="58" rx="6" fill="none" stroke="${C.red}" stroke-width="4" stroke-dasharray="10 6"/>
        <rect x="164" y="106" width="130" height="16" rx="8" fill="${C.ink}" opacity="0.75"/>
        <rect x="164" y="134" width="100" height="14" rx="7" fill="${C.line}"/>
        <rect x="164" y="162" width="130" height="30" rx="15" fill="${C.red}"/>
        <path d="M214 177 h30 m-10 -9 l10 9 l-10 9" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
        <text x="24" y="222" font-family="Inter, DejaVu Sans, sans-serif" font-size="17" font-weight="700" fill="${C.ink}" opacity="0.7">A3-2</text>
      </g>
      <!-- aisles at a glance: one in alert, one running low -->
      <g transform="translate(712 336)">
        ${[['A1', C.accent, 1], ['A2', C.accent, 0.9], ['A3', C.red, 0.35], ['A4', C.warm, 0.6]].map(([name, color, level], i) => `<g transform="translate(0 ${i * 36})">
          <text x="0" y="20" font-family="Inter, DejaVu Sans, sans-serif" font-size="17" font-weight="700" fill="${C.ink}" opacity="0.7">${name}</text>
          <rect x="46" y="7" width="270" height="16" rx="8" fill="${C.alt}"/><rect x="46" y="7" width="${270 * level}" height="16" rx="8" fill="${color}"/></g>`).join('')}
      </g>
      <!-- the day's restocks -->
      <g transform="translate(122 506)">
        <rect x="0" y="0" width="908" height="124" rx="16" fill="${C.alt}"/>
        ${[40, 56, 34, 70, 88, 62, 48, 96, 74, 58, 82, 66].map((h, i) => `<rect x="${30 + i * 72}" y="${104 - h}" width="40" height="${h}" rx="6" fill="${i === 7 ? C.red : C.brandSoft}"/>`).join('')}
      </g>
    </g>
    <!-- the camera that saw it -->
    <g transform="translate(930 690) scale(0.62)">
      <rect x="0" y="0" width="180" height="96" rx="24" fill="${C.ink}"/><circle cx="90" cy="48" r="30" fill="${C.brand}"/><circle cx="90" cy="48" r="13" fill="#9ec5f0"/><circle cx="150" cy="24" r="6" fill="${C.red}"/>
    </g>
  `)],

  /** Skip Cart: the cart's tablet as a shopper sees it, five items scanned and the running total, the scanner beside it. */
  'ssc-cart': [1200, 900, svg(1200, 900, `
    <rect width="1200" height="900" fill="url(#sky)"/>
    <circle cx="1010" cy="150" r="200" fill="${C.accentSoft}"/>
    <!-- the cart's handle and the top of its basket -->
    <rect x="60" y="760" width="1080" height="40" rx="20" fill="${C.ink}"/>
    <path d="M120 800 L180 900 M1080 800 L1020 900" stroke="${C.brand}" stroke-width="14" stroke-linecap="round"/>
    <rect x="540" y="700" width="120" height="70" rx="12" fill="${C.ink}"/>
    <!-- the tablet -->
    <g transform="translate(150 90)" filter="url(#shadow)">
      <rect x="0" y="0" width="820" height="620" rx="40" fill="${C.ink}"/>
      <rect x="30" y="30" width="760" height="560" rx="18" fill="${C.surface}"/>
      <!-- screen: header -->
      <path d="M30 48 a18 18 0 0 1 18 -18 h724 a18 18 0 0 1 18 18 v42 h-760 z" fill="${C.brand}"/>
      <g transform="translate(50 40) scale(0.62)">${BRAND_MARK_BODY}</g>
      <rect x="102" y="50" width="150" height="20" rx="10" fill="#ffffff" opacity="0.85"/>
      <circle cx="742" cy="60" r="20" fill="#ffffff"/>
      <text x="742" y="68" text-anchor="middle" font-family="Inter, DejaVu Sans, sans-serif" font-size="22" font-weight="800" fill="${C.brand}">5</text>
      <!-- the scanned items, the newest on top -->
      ${[
        ['milk', 198, true],
        ['apple', 158],
        ['bread', 238],
        ['eggs', 128],
        ['bottle', 564],
      ].map(([kind, price, fresh], i) => {
        const y = 112 + i * 84
        const thumb = {
          milk: `<rect x="14" y="8" width="36" height="50" rx="5" fill="#ffffff" stroke="${C.brand}" stroke-width="4"/><path d="M14 22 h36" stroke="${C.brand}" stroke-width="4"/>`,
          apple: `<circle cx="32" cy="36" r="22" fill="${C.red}"/><path d="M32 14 q6 -8 12 -6" stroke="${C.accent}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
          bread: `<rect x="8" y="18" width="48" height="36" rx="16" fill="${C.warm}"/><path d="M20 24 v24 M32 24 v24 M44 24 v24" stroke="#d98a12" stroke-width="3"/>`,
          eggs: `<rect x="6" y="26" width="52" height="28" rx="6" fill="#e9dcc3"/>${[0, 1, 2].map((e) => `<ellipse cx="${18 + e * 14}" cy="28" rx="6" ry="8" fill="#ffffff"/>`).join('')}`,
          bottle: `<rect x="24" y="4" width="16" height="12" rx="3" fill="${C.brandDark}"/><rect x="18" y="14" width="28" height="46" rx="9" fill="${C.accent}"/>`,
        }[kind]
        return `<g transform="translate(54 ${y})">
          ${fresh ? `<rect x="-10" y="-6" width="450" height="78" rx="12" fill="${C.accentSoft}"/>` : ''}
          <rect x="0" y="2" width="64" height="62" rx="12" fill="${C.alt}"/><g>${thumb}</g>
          <rect x="86" y="14" width="${[170, 120, 150, 110, 190][i]}" height="16" rx="8" fill="${C.ink}" opacity="0.75"/>
          <rect x="86" y="42" width="70" height="12" rx="6" fill="${C.line}"/>
          <text x="428" y="44" text-anchor="end" font-family="Inter, DejaVu Sans, sans-serif" font-size="26" font-weight="700" fill="${C.ink}">¥${price}</text>
          ${i < 4 ? `<rect x="0" y="76" width="430" height="2" fill="${C.line}"/>` : ''}
        </g>`
      }).join('')}
      <!-- the running total and the way to pay -->
      <g transform="translate(524 112)">
        <rect x="0" y="0" width="236" height="440" rx="18" fill="${C.alt}"/>
        <rect x="28" y="34" width="110" height="16" rx="8" fill="${C.ink}" opacity="0.55"/>
        <text x="28" y="116" font-family="Inter, DejaVu Sans, sans-serif" font-size="46" font-weight="800" fill="${C.brand}">¥1,286</text>
        <rect x="28" y="142" width="150" height="12" rx="6" fill="${C.line}"/>
        <rect x="28" y="176" width="180" height="2" fill="${C.line}"/>
        ${[0, 1].map((i) => `<rect x="28" y="${200 + i * 30}" width="${[120, 90][i]}" height="12" rx="6" fill="${C.line}"/><rect x="160" y="${200 + i * 30}" width="48" height="12" rx="6" fill="${C.line}"/>`).join('')}
        <rect x="28" y="352" width="180" height="60" rx="30" fill="${C.accent}"/>
        <path d="M98 382 h40 m-14 -13 l14 13 l-14 13" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      </g>
    </g>
    <!-- the handheld scanner, docked beside the tablet, reading the next item -->
    <g transform="translate(1000 420)">
      <path d="M36 0 h60 a16 16 0 0 1 16 16 v90 l-22 190 h-48 l-22 -190 v-90 a16 16 0 0 1 16 -16 z" fill="${C.ink}"/>
      <rect x="40" y="22" width="52" height="34" rx="8" fill="#1b3050"/><circle cx="66" cy="39" r="8" fill="${C.accent}"/>
      <path d="M66 0 L20 -170 L112 -170 Z" fill="${C.red}" opacity="0.14"/>
      <rect x="16" y="-250" width="100" height="80" rx="10" fill="${C.warm}"/><rect x="30" y="-220" width="72" height="20" rx="4" fill="#ffffff"/>
      ${[0, 1, 2, 3, 4, 5, 6, 7].map((b) => `<rect x="${34 + b * 8}" y="-217" width="${b % 3 ? 3 : 5}" height="14" fill="${C.ink}"/>`).join('')}
      <rect x="10" y="-206" width="112" height="3" fill="${C.red}"/>
    </g>
  `)],

}

/**
 * Portraits: one illustrated person per leader, interviewee and the head of recruiting, in one style
 * (flat shapes, head-and-shoulders, a soft coloured ground) but each with their own face, hair, age and
 * clothes. Keys are the people's ids (src/content/company.ts, the recruit pages).
 */
const SKIN = { light: ['#f6d7bd', '#e9b994'], medium: ['#eec39f', '#d9a07a'], tan: ['#d9a47c', '#bf855d'] }
const HAIR = { black: '#1f1d24', darkBrown: '#3b2a22', brown: '#5a3d2b', grey: '#9a9ba3', greyDark: '#55565e' }

/** Hair drawn behind the head (long styles), around a head centred on 0,0 (rx 78, ry 92). */
const HAIR_BACK = {
  none: '',
  long: 'M-92 -10 Q-104 -116 0 -116 Q104 -116 92 -10 L112 150 Q116 178 90 180 L-90 180 Q-116 178 -112 150 Z',
  shoulder: 'M-94 -10 Q-104 -116 0 -116 Q104 -116 94 -10 L104 118 Q74 136 58 106 L-58 106 Q-74 136 -104 118 Z',
  bob: 'M-96 -16 Q-104 -116 0 -116 Q104 -116 96 -16 L100 62 Q78 84 62 60 L-62 60 Q-78 84 -100 62 Z',
  bun: 'M-38 -124 a38 34 0 1 0 76 0 a38 34 0 1 0 -76 0 Z',
  ponytail: 'M64 -60 Q132 -30 112 70 Q104 120 86 150 Q96 80 74 20 Z',
}
/** Hair over the forehead. */
const HAIR_FRONT = {
  sidePart: 'M-84 -4 Q-92 -104 -6 -110 Q80 -114 88 -30 L86 -8 Q76 -62 16 -72 L-12 -74 Q-58 -64 -76 -26 Z',
  crop: 'M-82 -14 Q-86 -106 0 -108 Q86 -106 82 -14 Q74 -66 0 -72 Q-74 -66 -82 -14 Z',
  messy: 'M-84 -6 Q-94 -80 -60 -100 L-52 -118 L-30 -104 L-10 -124 L8 -104 L32 -122 L44 -100 L70 -110 L68 -88 Q92 -66 84 -6 Q74 -60 10 -68 Q-56 -66 -84 -6 Z',
  fringe: 'M-86 -2 Q-92 -110 0 -112 Q92 -110 86 -2 L82 -26 Q44 -36 0 -36 Q-44 -36 -82 -26 Z',
  swept: 'M-88 6 Q-94 -110 0 -112 Q94 -110 88 0 Q74 -58 24 -64 Q-30 -62 -62 -30 Q-78 -12 -88 6 Z',
  slick: 'M-80 -20 Q-84 -108 0 -110 Q84 -108 80 -20 Q64 -80 0 -82 Q-64 -80 -80 -20 Z',
  centre: 'M-88 4 Q-94 -112 0 -112 Q94 -112 88 4 Q80 -50 40 -72 Q14 -84 0 -60 Q-14 -84 -40 -72 Q-80 -50 -88 4 Z',
}

/** Head shapes around 0,0 (about 156×184): the jaw is what tells faces apart at a glance. */
const HEAD = {
  oval: 'M-78 -6 Q-80 -92 0 -92 Q80 -92 78 -6 Q76 58 38 84 Q0 104 -38 84 Q-76 58 -78 -6 Z',
  long: 'M-72 -8 Q-76 -94 0 -94 Q76 -94 72 -8 Q70 64 32 90 Q0 108 -32 90 Q-70 64 -72 -8 Z',
  round: 'M-80 -4 Q-82 -88 0 -88 Q82 -88 80 -4 Q80 60 42 82 Q0 98 -42 82 Q-80 60 -80 -4 Z',
  square: 'M-80 -8 Q-82 -92 0 -92 Q82 -92 80 -8 Q80 50 60 74 Q34 98 0 98 Q-34 98 -60 74 Q-80 50 -80 -8 Z',
  heart: 'M-80 -10 Q-82 -92 0 -92 Q82 -92 80 -10 Q74 48 36 82 Q0 106 -36 82 Q-74 48 -80 -10 Z',
}
const IRIS = { dark: '#2b1d16', brown: '#4a2f1f', hazel: '#5b4526' }
let faceCount = 0

/**
 * A face around 0,0, lit from the upper left like every other face here: the lit side in the skin tone, a
 * shadow falling on the right cheek and under the jaw, a highlight on the hair. `shape`, `eyes`, `nose`, `age`
 * (0 young, 1 forties-fifties, 2 sixties) and `stubble` make each person their own.
 */
function face({ skin, hair, hairColor, brows = 'straight', glasses = null, smile = 'soft', age = 0, cheeks = true, shape = 'oval', eyes = 'almond', nose = 'button', iris = 'dark', stubble = false }) {
  const [tone, shade] = SKIN[skin]
  const id = `f${++faceCount}`
  const head = HEAD[shape]
  const browColor = hairColor === HAIR.grey ? HAIR.greyDark : hairColor
  const browWidth = brows === 'thick' ? 8 : brows === 'thin' ? 4 : 6
  const browPath = brows === 'arched' ? 'M-46 -22 Q-32 -34 -14 -24 M14 -24 Q32 -34 46 -22'
    : brows === 'thick' ? 'M-48 -20 Q-32 -28 -12 -22 M12 -22 Q32 -28 48 -20'
      : 'M-46 -20 Q-30 -26 -14 -21 M14 -21 Q30 -26 46 -20'
  // eye whites (upper lid curve, lower lid curve), by shape
  const lid = { almond: [-12, 15], narrow: [-6, 11], round: [-15, 18], hooded: [-8, 13] }[eyes]
  const eye = (cx, side) => {
    const w = 17
    const d = `M${cx - w} 6 Q${cx} ${lid[0]} ${cx + w} 6 Q${cx} ${lid[1]} ${cx - w} 6 Z`
    return `<clipPath id="${id}e${side}"><path d="${d}"/></clipPath>
      <path d="${d}" fill="#fbf8f4"/>
      <g clip-path="url(#${id}e${side})"><circle cx="${cx + 1}" cy="4" r="8.5" fill="${IRIS[iris]}"/><circle cx="${cx + 1}" cy="4" r="4" fill="#0d0a09"/>
        <path d="M${cx - w} 6 Q${cx} ${lid[0]} ${cx + w} 6 L${cx + w} -10 L${cx - w} -10 Z" fill="${shade}" opacity="0.5" transform="translate(0 3)"/></g>
      <circle cx="${cx + 3.5}" cy="1" r="2.2" fill="#fff"/>
      <path d="M${cx - w - 2} 7 Q${cx} ${lid[0] - 1} ${cx + w + 1} 5" fill="none" stroke="#241816" stroke-width="3.6" stroke-linecap="round"/>
      ${eyes === 'hooded' || age ? `<path d="M${cx - w + 2} ${lid[0] + 2} Q${cx} ${lid[0] - 8} ${cx + w - 1} ${lid[0] + 4}" fill="none" stroke="${shade}" stroke-width="2.4" stroke-linecap="round"/>` : ''}`
  }
  const noses = {
    button: `<path d="M4 18 Q10 34 2 38 Q-4 40 -8 36" fill="none" stroke="${shade}" stroke-width="3.5" stroke-linecap="round"/>`,
    straight: `<path d="M8 0 L12 30 Q12 38 2 39" fill="none" stroke="${shade}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/><path d="M-10 36 Q-6 40 -2 38" fill="none" stroke="${shade}" stroke-width="3" stroke-linecap="round"/>`,
    broad: `<path d="M-12 34 Q-16 40 -8 42 M14 34 Q18 40 10 42" fill="none" stroke="${shade}" stroke-width="3.5" stroke-linecap="round"/><path d="M6 10 Q14 28 8 36" fill="none" stroke="${shade}" stroke-width="3" stroke-linecap="round"/>`,
  }
  const lip = '#b5605a', lipDark = '#7e3530'
  const mouth = smile === 'open'
    ? `<path d="M-24 54 Q0 78 24 54 Q0 60 -24 54 Z" fill="${lipDark}"/><path d="M-18 56 Q0 61 18 56 L16 60 Q0 64 -16 60 Z" fill="#fff"/><path d="M-24 54 Q0 80 24 54 Q0 84 -24 54 Z" fill="${lip}"/>`
    : smile === 'closed'
      ? `<path d="M-17 56 Q-8 52 0 54 Q8 52 17 56 Q0 60 -17 56 Z" fill="${lip}"/><path d="M-17 56 Q0 ${age ? 60 : 66} 17 56" fill="${lip}" opacity="0.75"/><path d="M-17 56 Q0 60 17 56" fill="none" stroke="${lipDark}" stroke-width="2.5" stroke-linecap="round"/>`
      : `<path d="M-22 54 Q-10 50 0 52 Q10 50 22 54 Q0 62 -22 54 Z" fill="${lip}"/><path d="M-20 55 Q0 ${age ? 66 : 70} 20 55 Q0 62 -20 55 Z" fill="${lip}" opacity="0.8"/><path d="M-22 54 Q0 64 22 54" fill="none" stroke="${lipDark}" stroke-width="2.5" stroke-linecap="round"/>`
  const lines = [
    age >= 1 ? `<path d="M-30 34 Q-40 48 -32 60 M30 34 Q40 48 32 60" fill="none" stroke="${shade}" stroke-width="2.6" stroke-linecap="round"/>` : '',
    age >= 1 ? `<path d="M-52 2 l-10 -3 M-52 8 l-10 4 M52 2 l10 -3 M52 8 l10 4" fill="none" stroke="${shade}" stroke-width="2" stroke-linecap="round"/>` : '',
    age >= 1 ? `<path d="M-38 20 Q-28 26 -18 20 M18 20 Q28 26 38 20" fill="none" stroke="${shade}" stroke-width="2" stroke-linecap="round" opacity="0.8"/>` : '',
    age >= 2 ? `<path d="M-30 -44 Q0 -50 30 -44 M-24 -36 Q0 -41 24 -36" fill="none" stroke="${shade}" stroke-width="2" stroke-linecap="round" opacity="0.8"/>` : '',
  ].join('')
  const lenses = glasses === 'round'
    ? `<g fill="none" stroke="${C.ink}" stroke-width="4.5"><circle cx="-28" cy="5" r="21"/><circle cx="28" cy="5" r="21"/><path d="M-8 2 Q0 -4 8 2 M-49 2 L-76 -4 M49 2 L76 -4"/></g><path d="M-40 -8 l8 -6 M16 -8 l8 -6" stroke="#fff" stroke-width="3" opacity="0.7" stroke-linecap="round"/>`
    : glasses === 'square'
      ? `<g fill="none" stroke="${C.ink}" stroke-width="4.5"><rect x="-52" y="-10" width="44" height="30" rx="7"/><rect x="8" y="-10" width="44" height="30" rx="7"/><path d="M-8 0 H8 M-52 0 L-76 -4 M52 0 L76 -4"/></g>`
      : glasses === 'rimless'
        ? `<g fill="none" stroke="#8d96a3" stroke-width="2.5"><rect x="-50" y="-8" width="42" height="28" rx="10"/><rect x="8" y="-8" width="42" height="28" rx="10"/><path d="M-8 0 H8"/></g>`
        : ''
  return `
    <clipPath id="${id}h"><path d="${head}"/></clipPath>
    <ellipse cx="-78" cy="10" rx="14" ry="22" fill="${tone}"/><path d="M-80 0 Q-86 12 -78 24" fill="none" stroke="${shade}" stroke-width="3"/>
    <ellipse cx="78" cy="10" rx="14" ry="22" fill="${shade}"/>
    <path d="${head}" fill="${shade}"/>
    <g clip-path="url(#${id}h)">
      <ellipse cx="-14" cy="-12" rx="86" ry="98" fill="${tone}"/>
      ${stubble ? `<path d="M-76 20 Q-70 96 0 104 Q70 96 76 20 Q62 70 30 72 Q0 62 -30 72 Q-62 70 -76 20 Z" fill="${hairColor}" opacity="0.28"/>` : ''}
    </g>
    ${cheeks ? `<ellipse cx="-44" cy="34" rx="15" ry="10" fill="#e88c7d" opacity="0.22"/><ellipse cx="44" cy="34" rx="15" ry="10" fill="#e88c7d" opacity="0.16"/>` : ''}
    ${lines}
    <path d="${browPath}" fill="none" stroke="${browColor}" stroke-width="${browWidth}" stroke-linecap="round"/>
    ${eye(-30, 'l')}${eye(30, 'r')}
    ${noses[nose]}
    ${mouth}${lenses}
    <path d="${HAIR_FRONT[hair]}" fill="${hairColor}"/>
    <path d="${HAIR_FRONT[hair]}" fill="#fff" opacity="0.14" clip-path="url(#${id}hl)"/>
    <clipPath id="${id}hl"><ellipse cx="-40" cy="-96" rx="46" ry="22"/></clipPath>`
}

/** Clothes on shoulders spanning the bottom of a 480×480 frame (neck at x 240). */
function outfit({ kind, main, inner = '#ffffff', accent = null, skin }) {
  const shade = SKIN[skin][1]
  const shoulders = `<path d="M52 480 Q56 372 176 338 L304 338 Q424 372 428 480 Z" fill="${main}"/>`
  const neck = `<path d="M208 270 L208 340 Q240 362 272 340 L272 270 Z" fill="${shade}"/><path d="M208 300 Q240 322 272 300 L272 270 L208 270 Z" fill="${shade}" opacity="0.6"/>`
  switch (kind) {
    case 'suit': // jacket, shirt and tie
      return `${neck}${shoulders}
        <path d="M198 338 L240 420 L282 338 Z" fill="${inner}"/>
        <path d="M230 350 L250 350 L256 440 L240 462 L224 440 Z" fill="${accent}"/><path d="M228 340 L252 340 L248 356 L232 356 Z" fill="${accent}"/>
        <path d="M176 338 L198 338 L240 424 L212 480 L168 480 L192 410 Z" fill="#000" opacity="0.18"/>
        <path d="M304 338 L282 338 L240 424 L268 480 L312 480 L288 410 Z" fill="#000" opacity="0.18"/>`
    case 'openCollar': // jacket over a shirt, no tie
      return `${neck}${shoulders}
        <path d="M198 338 L240 404 L282 338 Z" fill="${inner}"/><path d="M214 338 L240 392 L222 364 L200 352 Z M266 338 L240 392 L258 364 L280 352 Z" fill="#fff" opacity="0.7"/>
        <path d="M176 338 L198 338 L240 410 L212 480 L168 480 L192 410 Z" fill="#000" opacity="0.18"/>
        <path d="M304 338 L282 338 L240 410 L268 480 L312 480 L288 410 Z" fill="#000" opacity="0.18"/>`
    case 'blazer': // blazer over a round-neck top
      return `${neck}${shoulders}
        <path d="M196 338 Q240 376 284 338 L270 480 L210 480 Z" fill="${inner}"/>
        <path d="M176 338 L200 338 L226 480 L168 480 L188 400 Z M304 338 L280 338 L254 480 L312 480 L292 400 Z" fill="#000" opacity="0.16"/>
        ${accent ? `<path d="M206 350 Q240 382 274 350" fill="none" stroke="${accent}" stroke-width="6" stroke-dasharray="1 11" stroke-linecap="round"/>` : ''}`
    case 'cardigan':
      return `${neck}${shoulders}
        <path d="M200 338 L240 420 L280 338 Z" fill="${inner}"/><path d="M200 338 Q240 360 280 338" fill="none" stroke="${inner}" stroke-width="10"/>
        <path d="M240 420 L240 480" stroke="#000" stroke-opacity="0.2" stroke-width="4"/>
        ${[430, 458].map((y) => `<circle cx="252" cy="${y}" r="5" fill="#fff" opacity="0.8"/>`).join('')}`
    case 'hoodie':
      return `${neck}${shoulders}
        <path d="M170 340 Q240 400 310 340 Q300 320 280 318 Q240 360 200 318 Q180 320 170 340 Z" fill="#000" opacity="0.18"/>
        <path d="M224 372 L220 440 M256 372 L260 440" stroke="${inner}" stroke-width="6" stroke-linecap="round"/>
        ${accent ? `<rect x="300" y="400" width="56" height="40" rx="6" fill="${accent}"/><rect x="310" y="412" width="36" height="6" rx="3" fill="#fff"/>` : ''}`
    case 'blouseVest':
      return `${neck}${shoulders}
        <path d="M190 338 L240 380 L290 338 L300 480 L180 480 Z" fill="${inner}"/>
        <path d="M196 338 L240 380 L210 396 Z M284 338 L240 380 L270 396 Z" fill="#fff"/>
        <path d="M214 400 L240 480 L266 400 L256 480 L224 480 Z" fill="${main}"/>
        <path d="M190 380 L214 400 L224 480 L190 480 Z M290 380 L266 400 L256 480 L290 480 Z" fill="${main}"/>
        ${accent ? `<circle cx="240" cy="470" r="5" fill="${accent}"/>` : ''}`
    default:
      return `${neck}${shoulders}`
  }
}

function portraitSvg(p) {
  return svg(480, 480, `
    <circle cx="${p.blob[0]}" cy="${p.blob[1]}" r="150" fill="#fff" opacity="0.55"/>
    <circle cx="80" cy="420" r="90" fill="#fff" opacity="0.35"/>
    <path d="${HAIR_BACK[p.back ?? 'none']}" fill="${p.face.hairColor}" transform="translate(240 190)"/>
    ${outfit({ ...p.outfit, skin: p.face.skin })}
    <path d="M300 338 Q424 372 428 480 L336 480 Q344 404 300 338 Z" fill="#000" opacity="0.13"/>
    <path d="M176 338 Q74 366 60 452" fill="none" stroke="#fff" stroke-width="6" opacity="0.18" stroke-linecap="round"/>
    <path d="M206 340 Q240 370 274 340 L272 352 Q240 380 208 352 Z" fill="#000" opacity="0.12"/>
    ${p.necklace ? `<path d="M204 338 Q240 372 276 338" fill="none" stroke="#fffaf0" stroke-width="7" stroke-dasharray="0.1 11" stroke-linecap="round"/>` : ''}
    <g transform="translate(240 190)">${face(p.face)}</g>`, p.bg)
}

const PEOPLE = {
  // Leaders
  yamamoto: { bg: C.brandSoft, blob: [380, 90], face: { skin: 'medium', hair: 'sidePart', hairColor: HAIR.greyDark, age: 2, smile: 'soft', shape: 'square', eyes: 'hooded', nose: 'straight', brows: 'thick' }, outfit: { kind: 'suit', main: '#1d2f4f', inner: '#ffffff', accent: '#c0392b' } },
  nakamura: { bg: C.accentSoft, blob: [110, 100], back: 'bob', face: { skin: 'light', hair: 'swept', hairColor: HAIR.black, glasses: 'square', brows: 'arched', smile: 'closed', age: 1, shape: 'heart', iris: 'brown' }, outfit: { kind: 'blazer', main: '#117a5d', inner: '#f4f6f8' } },
  hayashi: { bg: C.warmSoft, blob: [360, 120], face: { skin: 'tan', hair: 'crop', hairColor: HAIR.black, smile: 'open', shape: 'round', eyes: 'narrow', nose: 'broad', brows: 'thick', stubble: true }, outfit: { kind: 'openCollar', main: '#3a3f47', inner: '#a9cbe8' } },
  sasaki: { bg: '#e6ecf5', blob: [120, 80], face: { skin: 'light', hair: 'slick', hairColor: HAIR.darkBrown, glasses: 'round', smile: 'closed', age: 1, shape: 'long', eyes: 'narrow', nose: 'straight', brows: 'thin' }, outfit: { kind: 'suit', main: '#4a4f58', inner: '#eef3f8', accent: '#1f4f8f' } },
  ono: { bg: '#eeeaff', blob: [370, 110], back: 'bun', necklace: true, face: { skin: 'light', hair: 'slick', hairColor: HAIR.grey, age: 2, brows: 'arched', smile: 'soft', eyes: 'hooded', glasses: 'rimless', iris: 'brown' }, outfit: { kind: 'blazer', main: '#7a2d43', inner: '#f6efe9' } },
  // Head of recruiting (recruit message)
  takahashi: { bg: '#fde7e8', blob: [120, 110], back: 'shoulder', face: { skin: 'medium', hair: 'centre', hairColor: HAIR.brown, brows: 'arched', smile: 'open', age: 1, eyes: 'round', iris: 'brown', nose: 'straight' }, outfit: { kind: 'cardigan', main: '#e2725b', inner: '#fff7f0' } },
  // Recruit interviews
  kobayashi: { bg: '#eaf2fb', blob: [370, 100], face: { skin: 'tan', hair: 'messy', hairColor: HAIR.darkBrown, smile: 'open', shape: 'long', eyes: 'round', nose: 'broad' }, outfit: { kind: 'hoodie', main: '#2f7d4f', inner: '#dfe9e2', accent: C.brand } },
  fujita: { bg: '#fff4e0', blob: [110, 90], back: 'ponytail', face: { skin: 'light', hair: 'swept', hairColor: HAIR.darkBrown, brows: 'arched', smile: 'soft', shape: 'heart', iris: 'hazel' }, outfit: { kind: 'blouseVest', main: '#1f3b6b', inner: '#ffffff', accent: C.warm } },
  chen: { bg: '#e3f6ef', blob: [380, 120], back: 'long', face: { skin: 'light', hair: 'fringe', hairColor: HAIR.black, glasses: 'round', smile: 'closed', shape: 'round', eyes: 'narrow', brows: 'thin' }, outfit: { kind: 'hoodie', main: '#8a93a3', inner: '#ffffff' } },
}
for (const [id, person] of Object.entries(PEOPLE)) images[`portrait-${id}`] = [480, 480, portraitSvg(person)]

// ------------------------------------------------------------------ REAIL, company and recruit (issue 44)
// Drawn after the portraits: the people in these scenes are the portraits' people (PEOPLE), one cast lit the same way.

const FONT = 'font-family="Inter, DejaVu Sans, sans-serif"'

/** A person from the waist up for a scene, head centred on 0,0 at the portraits' scale (head 156×184); `s` scales. */
function figure(x, y, s, { face: f, back = 'none', shirt, inner = '#ffffff', collar = 'v' }) {
  const shade = SKIN[f.skin][1]
  const neckline = collar === 'v' ? `<path d="M-34 126 L0 178 L34 126 Z" fill="${inner}"/>` : `<path d="M-40 126 Q0 150 40 126 L40 140 Q0 166 -40 140 Z" fill="${inner}"/>`
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="${HAIR_BACK[back]}" fill="${f.hairColor}"/>
    <path d="M-30 60 L-30 134 Q0 150 30 134 L30 60 Z" fill="${shade}"/>
    <path d="M-156 360 Q-150 156 -56 126 L56 126 Q150 156 156 360 Z" fill="${shirt}"/>${neckline}
    ${face(f)}</g>`
}

/** REAIL: an ad shown on a cart's tablet at the shelf, and the platform's dashboard measuring it. */
images['reail-platform'] = [1200, 800, svg(1200, 800, `
  <rect width="1200" height="800" fill="url(#sky)"/>
  <circle cx="1060" cy="120" r="190" fill="${C.accentSoft}"/>
  <!-- the dashboard: what the ad led to, the store's floor where it ran, the item's sales since -->
  <g transform="translate(50 50)" filter="url(#shadow)">
    <rect x="0" y="0" width="820" height="520" rx="22" fill="${C.surface}"/>
    <path d="M0 22 a22 22 0 0 1 22 -22 h58 v520 h-58 a22 22 0 0 1 -22 -22 z" fill="${C.brandDark}"/>
    <g transform="translate(18 22) scale(0.68)">${BRAND_MARK_BODY}</g>
    ${[0, 1, 2, 3].map((i) => `<rect x="22" y="${110 + i * 58}" width="36" height="36" rx="9" fill="${i === 1 ? '#ffffff' : '#2c5a8c'}"/>`).join('')}
    <rect x="110" y="26" width="210" height="20" rx="10" fill="${C.line}"/>
    <rect x="640" y="20" width="150" height="32" rx="16" fill="${C.alt}"/><rect x="656" y="31" width="70" height="10" rx="5" fill="${C.line}"/><circle cx="770" cy="36" r="8" fill="${C.accent}"/>
    <!-- shown, stopped at the shelf, bought -->
    ${[['12,480', 1, C.brand], ['3,106', 0.62, '#4f8fd6'], ['842', 0.34, C.accent]].map(([n, w, color], i) => `<g transform="translate(${110 + i * 230} 74)">
      <rect x="0" y="0" width="214" height="92" rx="14" fill="${C.alt}"/>
      <rect x="18" y="16" width="${[70, 96, 58][i]}" height="12" rx="6" fill="${C.line}"/>
      <text x="18" y="68" ${FONT} font-size="30" font-weight="800" fill="${C.ink}">${n}</text>
      <rect x="18" y="78" width="${178 * w}" height="6" rx="3" fill="${color}"/></g>`).join('')}
    <!-- the floor plan: aisles tinted by how long shoppers stopped, the cart's path to B2 -->
    <g transform="translate(110 188)">
      <rect x="0" y="0" width="400" height="300" rx="16" fill="${C.alt}"/>
      ${[['A', 0], ['B', 1], ['C', 2], ['D', 3]].map(([row, r]) => [0, 1, 2, 3].map((c) => {
        const heat = [[0.25, 0.4, 0.2, 0.3], [0.35, 1, 0.55, 0.25], [0.2, 0.45, 0.3, 0.6], [0.15, 0.25, 0.35, 0.2]][r][c]
        const hot = r === 1 && c === 1
        return `<rect x="${24 + c * 92}" y="${24 + r * 66}" width="76" height="40" rx="8" fill="${hot ? C.warm : C.brand}" opacity="${hot ? 1 : 0.12 + heat * 0.5}"/>
          <text x="${62 + c * 92}" y="${50 + r * 66}" text-anchor="middle" ${FONT} font-size="15" font-weight="700" fill="${hot || heat > 0.5 ? '#ffffff' : C.ink}" opacity="${hot || heat > 0.5 ? 1 : 0.6}">${row}${c + 1}</text>`
      }).join('')).join('')}
      <path d="M20 283 H108 V143 H154" fill="none" stroke="${C.accent}" stroke-width="5" stroke-dasharray="2 12" stroke-linecap="round"/>
      <circle cx="154" cy="143" r="10" fill="${C.accent}" stroke="#ffffff" stroke-width="4"/>
      <circle cx="154" cy="143" r="22" fill="none" stroke="${C.accent}" stroke-width="3" opacity="0.5"/>
    </g>
    <!-- the advertised item's daily sales, before and after the ad started -->
    <g transform="translate(530 188)">
      <rect x="0" y="0" width="260" height="300" rx="16" fill="${C.alt}"/>
      <rect x="20" y="20" width="90" height="12" rx="6" fill="${C.line}"/>
      <rect x="20" y="52" width="96" height="40" rx="20" fill="${C.accent}"/>
      <text x="68" y="80" text-anchor="middle" ${FONT} font-size="22" font-weight="800" fill="#ffffff">+18%</text>
      ${[0, 1, 2, 3].map((i) => `<path d="M20 ${140 + i * 36} H240" stroke="${C.line}" stroke-width="2"/>`).join('')}
      <path d="M24 234 L56 230 L88 236 L120 226 L152 196 L184 176 L216 164 L240 154" fill="none" stroke="${C.brand}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
      <path d="M120 120 V270" stroke="${C.warm}" stroke-width="3" stroke-dasharray="8 6"/>
    </g>
  </g>
  <!-- the cart's tablet at aisle B2, showing the ad: the item, its coupon and where it is -->
  <g transform="translate(740 352) scale(0.88)">
    <rect x="-40" y="430" width="560" height="34" rx="17" fill="${C.ink}"/>
    <rect x="190" y="400" width="100" height="50" rx="10" fill="${C.ink}"/>
    <g filter="url(#shadow)">
      <rect x="0" y="0" width="480" height="410" rx="30" fill="${C.ink}"/>
      <rect x="22" y="22" width="436" height="366" rx="14" fill="${C.surface}"/>
      <path d="M22 36 a14 14 0 0 1 14 -14 h408 a14 14 0 0 1 14 14 v30 h-436 z" fill="${C.brand}"/>
      <g transform="translate(36 28) scale(0.5)">${BRAND_MARK_BODY}</g>
      <rect x="80" y="36" width="110" height="14" rx="7" fill="#ffffff" opacity="0.85"/>
      <rect x="366" y="31" width="78" height="26" rx="13" fill="#ffffff"/>
      <path d="M384 36 a7 7 0 0 1 14 0 c0 6 -7 13 -7 13 c0 0 -7 -7 -7 -13 z" fill="${C.warm}"/>
      <text x="426" y="50" text-anchor="middle" ${FONT} font-size="15" font-weight="800" fill="${C.brand}">B2</text>
      <!-- the advertised item -->
      <rect x="44" y="88" width="190" height="196" rx="16" fill="${C.warmSoft}"/>
      <rect x="118" y="106" width="42" height="22" rx="6" fill="${C.brandDark}"/>
      <path d="M104 132 h70 l10 24 v96 a14 14 0 0 1 -14 14 h-62 a14 14 0 0 1 -14 -14 v-96 z" fill="${C.warm}"/>
      <rect x="94" y="170" width="90" height="50" rx="8" fill="#ffffff"/>
      <circle cx="122" cy="195" r="13" fill="${C.red}"/><path d="M122 182 q5 -7 11 -5" stroke="${C.accent}" stroke-width="4" fill="none" stroke-linecap="round"/>
      <rect x="142" y="186" width="32" height="7" rx="3.5" fill="${C.line}"/><rect x="142" y="199" width="24" height="7" rx="3.5" fill="${C.line}"/>
      <g transform="translate(206 86)"><circle r="34" fill="${C.red}"/><text y="8" text-anchor="middle" ${FONT} font-size="22" font-weight="800" fill="#ffffff">-20%</text></g>
      <!-- price and coupon -->
      <rect x="256" y="96" width="170" height="16" rx="8" fill="${C.ink}" opacity="0.75"/>
      <rect x="256" y="124" width="120" height="12" rx="6" fill="${C.line}"/>
      <text x="256" y="176" ${FONT} font-size="24" font-weight="700" fill="${C.ink}" opacity="0.45">¥298</text>
      <path d="M254 168 h62" stroke="${C.ink}" stroke-width="3" opacity="0.45"/>
      <text x="256" y="226" ${FONT} font-size="44" font-weight="800" fill="${C.red}">¥238</text>
      <rect x="256" y="246" width="170" height="36" rx="10" fill="none" stroke="${C.accent}" stroke-width="3" stroke-dasharray="8 6"/>
      <rect x="272" y="259" width="90" height="10" rx="5" fill="${C.accent}" opacity="0.6"/>
      <rect x="44" y="306" width="382" height="58" rx="29" fill="${C.accent}"/>
      <path d="M210 335 l14 14 l28 -28" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    </g>
  </g>
  <!-- the camera above the shelf that counts who stopped -->
  <g transform="translate(960 110) scale(0.7)">
    <rect x="60" y="-60" width="14" height="60" fill="${C.ink}"/>
    <rect x="0" y="0" width="180" height="96" rx="24" fill="${C.ink}"/><circle cx="90" cy="48" r="30" fill="${C.brand}"/><circle cx="90" cy="48" r="13" fill="#9ec5f0"/><circle cx="150" cy="24" r="6" fill="${C.accent}"/>
  </g>
  <path d="M1020 190 Q1010 260 990 330" fill="none" stroke="${C.accent}" stroke-width="4" stroke-dasharray="4 10" stroke-linecap="round"/>
`)]

/** Company: our Tokyo office, the brand on the glass, the team at the meeting table, a Skip Cart on its stand. */
images['company-office'] = [1200, 700, svg(1200, 700, `
  <rect width="1200" height="700" fill="#eef3f9"/>
  <!-- the window and the city behind it -->
  <rect x="50" y="50" width="660" height="360" rx="14" fill="url(#sky)"/>
  <g fill="${C.brandSoft}">
    <rect x="70" y="230" width="80" height="180"/><rect x="160" y="180" width="70" height="230"/><rect x="240" y="250" width="90" height="160"/>
    <rect x="470" y="200" width="80" height="210"/><rect x="560" y="150" width="64" height="260"/><rect x="630" y="240" width="70" height="170"/>
  </g>
  <g fill="#ffffff" opacity="0.7">${Array.from({ length: 18 }, (_, i) => `<rect x="${[84, 174, 256, 484, 572, 644][i % 6] + (Math.floor(i / 6) % 2) * 26}" y="${[250, 200, 270, 220, 170, 260][i % 6] + Math.floor(i / 6) * 40}" width="14" height="18" rx="2"/>`).join('')}</g>
  <!-- a lattice tower on the skyline -->
  <g transform="translate(400 90)">
    <path d="M0 0 L-46 320 H46 Z" fill="${C.warm}" opacity="0.85"/><path d="M0 0 L-18 320 H18 Z" fill="#ffffff" opacity="0.35"/>
    <rect x="-30" y="120" width="60" height="16" rx="4" fill="#ffffff"/><rect x="-40" y="210" width="80" height="14" rx="4" fill="#ffffff"/>
    <rect x="-2" y="-30" width="4" height="34" fill="${C.warm}"/>
  </g>
  <path d="M50 410 H710" stroke="#ffffff" stroke-width="10"/>
  ${[270, 490].map((x) => `<rect x="${x}" y="50" width="10" height="360" fill="#ffffff"/>`).join('')}
  <rect x="50" y="50" width="660" height="360" rx="14" fill="none" stroke="#ffffff" stroke-width="10"/>
  <!-- the glass wall with the brand mark -->
  <rect x="750" y="50" width="400" height="360" rx="14" fill="#ffffff" opacity="0.85"/>
  <g transform="translate(880 110) scale(2.2)">${BRAND_MARK_BODY}</g>
  <rect x="830" y="290" width="240" height="14" rx="7" fill="${C.line}"/><rect x="870" y="318" width="160" height="10" rx="5" fill="${C.line}" opacity="0.7"/>
  <!-- the floor, and a plant by the glass -->
  <rect x="0" y="600" width="1200" height="100" fill="#e3ebf4"/>
  <g transform="translate(1130 590)">
    ${[[-40, -90, -30], [0, -120, 0], [40, -86, 30], [-20, -60, -50], [24, -54, 50]].map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="18" ry="44" fill="${C.accent}" transform="rotate(${r} ${x} ${y})"/>`).join('')}
    <path d="M-34 -30 h68 l-8 110 h-52 z" fill="${C.brandDark}"/>
  </g>
  <!-- the team, seated behind the table -->
  ${figure(260, 390, 0.56, { face: PEOPLE.nakamura.face, back: 'bob', shirt: C.accent, inner: '#f4f6f8' })}
  ${figure(460, 376, 0.58, { face: PEOPLE.yamamoto.face, shirt: '#1d2f4f', inner: '#ffffff' })}
  ${figure(680, 384, 0.56, { face: PEOPLE.hayashi.face, shirt: '#3a3f47', inner: '#a9cbe8', collar: 'round' })}
  ${figure(890, 392, 0.55, { face: PEOPLE.takahashi.face, back: 'shoulder', shirt: '#e2725b', inner: '#fff7f0', collar: 'round' })}
  <!-- the table, with a laptop showing the camera dashboard, papers and cups -->
  <path d="M120 560 Q600 520 1080 560 L1100 610 H100 Z" fill="#ffffff" filter="url(#shadow)"/>
  <rect x="100" y="606" width="1000" height="16" rx="8" fill="${C.line}"/>
  <g transform="translate(486 470)">
    <rect x="0" y="0" width="170" height="104" rx="8" fill="${C.ink}"/><rect x="8" y="8" width="154" height="88" rx="4" fill="#101c2c"/>
    ${[0, 1, 2, 3, 4].map((c) => `<rect x="${16 + c * 28}" y="${c === 2 ? 54 : 40}" width="18" height="${c === 2 ? 24 : 38}" rx="3" fill="${[C.brand, C.accent, C.red, C.warm, '#4f8fd6'][c]}"/>`).join('')}
    <rect x="-18" y="104" width="206" height="10" rx="5" fill="${C.ink}"/>
  </g>
  <g transform="translate(300 548) rotate(-6)"><rect width="120" height="30" rx="4" fill="#ffffff" stroke="${C.line}" stroke-width="3"/><rect x="12" y="9" width="70" height="5" rx="2.5" fill="${C.line}"/><rect x="12" y="18" width="50" height="5" rx="2.5" fill="${C.line}"/></g>
  ${[[800, 552], [420, 556]].map(([x, y]) => `<g transform="translate(${x} ${y})"><path d="M0 0 h34 l-4 30 h-26 z" fill="#ffffff" stroke="${C.line}" stroke-width="3"/><path d="M34 8 q14 2 0 16" fill="none" stroke="${C.line}" stroke-width="4"/></g>`).join('')}
`)]

/** Recruit: the development room, the cart's screen sketched on the whiteboard, a prototype tested at a shelf. */
images['recruit-team'] = [1200, 700, svg(1200, 700, `
  <rect width="1200" height="700" fill="${C.accentSoft}"/>
  <circle cx="1080" cy="90" r="190" fill="#ffffff" opacity="0.5"/>
  <!-- the whiteboard: a wireframe of the cart's screen, arrows and notes -->
  <g transform="translate(60 60)">
    <rect x="0" y="0" width="560" height="330" rx="14" fill="#ffffff" filter="url(#shadow)"/>
    <rect x="0" y="318" width="560" height="14" rx="7" fill="${C.line}"/>
    <g fill="none" stroke="${C.brand}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">
      <rect x="40" y="40" width="260" height="200" rx="16"/>
      <path d="M40 76 H300"/>
      ${[0, 1, 2].map((i) => `<rect x="58" y="${96 + i * 44}" width="28" height="28" rx="6"/><path d="M100 ${104 + i * 44} H170 M100 ${118 + i * 44} H140"/>`).join('')}
      <rect x="196" y="96" width="86" height="128" rx="10"/>
      <path d="M206 200 H272"/>
    </g>
    <text x="206" y="150" ${FONT} font-size="22" font-weight="800" fill="${C.brand}">¥</text>
    <path d="M310 110 Q360 80 388 118" fill="none" stroke="${C.red}" stroke-width="5" stroke-linecap="round"/><path d="M378 104 l12 16 l-18 4" fill="none" stroke="${C.red}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    ${[[400, 40, C.warmSoft, -4], [470, 60, '#fde7e8', 5], [400, 140, C.brandSoft, 3], [470, 170, C.warmSoft, -6], [60, 262, C.brandSoft, -3]].map(([x, y, color, r]) => `<g transform="rotate(${r} ${x + 35} ${y + 35})"><rect x="${x}" y="${y}" width="70" height="70" rx="4" fill="${color}"/><path d="M${x + 12} ${y + 24} h40 M${x + 12} ${y + 40} h28" stroke="${C.ink}" stroke-width="4" opacity="0.35" stroke-linecap="round"/></g>`).join('')}
    <path d="M160 286 C200 266 240 300 290 276" fill="none" stroke="${C.accent}" stroke-width="5" stroke-linecap="round"/>
  </g>
  <!-- the test shelf and the prototype cart, its screen lit, the scanner reading an item -->
  <g transform="translate(890 170)">
    <rect x="0" y="0" width="250" height="420" rx="10" fill="#ffffff" opacity="0.9"/>
    ${[0, 1, 2].map((r) => `<rect x="0" y="${120 + r * 130}" width="250" height="12" rx="6" fill="${C.line}"/>${[0, 1, 2].map((c) => `<rect x="${20 + c * 76}" y="${48 + r * 130}" width="56" height="72" rx="8" fill="${[C.brand, C.warm, C.accent, C.red, '#7c5cff', '#4f8fd6'][(r + c * 2) % 6]}"/>`).join('')}`).join('')}
  </g>
  <g transform="translate(690 300) scale(0.78)">${cartMotif({ screen: '#ffffff' })}
    <g transform="rotate(-30 440 90)"><rect x="412" y="74" width="56" height="10" rx="5" fill="${C.accentSoft}"/><rect x="412" y="90" width="40" height="8" rx="4" fill="${C.line}"/><text x="470" y="112" text-anchor="end" ${FONT} font-size="16" font-weight="800" fill="${C.brand}">¥</text></g>
  </g>
  <!-- the team: two at the laptop, one testing the cart, one at the board -->
  ${figure(180, 420, 0.62, { face: PEOPLE.kobayashi.face, shirt: '#2f7d4f', inner: '#dfe9e2', collar: 'round' })}
  ${figure(390, 432, 0.6, { face: PEOPLE.chen.face, back: 'long', shirt: '#8a93a3', inner: '#ffffff', collar: 'round' })}
  ${figure(620, 410, 0.6, { face: PEOPLE.fujita.face, back: 'ponytail', shirt: '#1f3b6b', inner: '#ffffff' })}
  <rect x="0" y="628" width="1200" height="72" fill="#c9e6da"/>
  <!-- the standing table and the laptop with code -->
  <rect x="80" y="600" width="460" height="24" rx="12" fill="${C.ink}"/>
  <g transform="translate(200 506)">
    <rect x="0" y="0" width="190" height="96" rx="8" fill="${C.ink}"/><rect x="8" y="8" width="174" height="80" rx="4" fill="#101c2c"/>
    ${[[20, 60, C.accent], [20, 90, '#4f8fd6'], [34, 70, C.warm], [34, 110, '#9ec5f0'], [20, 50, C.accent]].map(([x, w, c], i) => `<rect x="${x}" y="${18 + i * 13}" width="${w}" height="6" rx="3" fill="${c}"/>`).join('')}
  </g>
`)]

// The default share image (og-default.png) is the brand's: scripts/make-icons.mjs draws it.

await mkdir(OUT, { recursive: true })
for (const [name, [w, h, source]] of Object.entries(images)) {
  const file = path.join(OUT, `${name}.png`)
  await sharp(Buffer.from(source)).resize(w, h).png({ compressionLevel: 9, palette: true }).toFile(file)
  console.log(`${name}.png ${w}x${h}`)
}
