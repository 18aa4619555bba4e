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

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images')

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

/** A smart cart seen from the side (the seed's drawing); `nested` ones, drawn behind, have no shadow. */
function cart(x, y, s = 1, { nested = false } = {}) {
  return `<g transform="translate(${x} ${y}) scale(${s})">${cartMotif({ shadow: !nested })}</g>`
}

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

  /** REAIL: a dashboard with charts linked to a cart and a camera. */
  'reail-platform': [1200, 800, svg(1200, 800, `
    <rect width="1200" height="800" fill="url(#night)"/>
    ${Array.from({ length: 24 }, (_, i) => `<circle cx="${(i * 173) % 1200}" cy="${(i * 97) % 800}" r="${2 + (i % 3)}" fill="#9ec5f0" opacity="0.4"/>`).join('')}
    <g transform="translate(300 160)" filter="url(#shadow)">
      <rect x="0" y="0" width="600" height="420" rx="24" fill="#14233a" stroke="#2b4a73" stroke-width="3"/>
      <rect x="30" y="30" width="250" height="160" rx="14" fill="#1b3050"/>
      <path d="M50 160 L100 120 L150 140 L200 80 L260 100" stroke="${C.accent}" stroke-width="6" fill="none" stroke-linecap="round"/>
      <rect x="310" y="30" width="260" height="160" rx="14" fill="#1b3050"/>
      <circle cx="440" cy="110" r="56" fill="none" stroke="#2b4a73" stroke-width="22"/>
      <circle cx="440" cy="110" r="56" fill="none" stroke="${C.warm}" stroke-width="22" stroke-dasharray="240 400" transform="rotate(-90 440 110)"/>
      ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${40 + i * 76}" y="${390 - (40 + ((i * 37) % 130))}" width="46" height="${40 + ((i * 37) % 130)}" rx="6" fill="${i % 2 ? '#4f8fd6' : C.accent}"/>`).join('')}
    </g>
    <g stroke="#4f8fd6" stroke-width="4" stroke-dasharray="10 10" fill="none"><path d="M190 620 C 240 560 260 520 300 480"/><path d="M1010 620 C 960 560 940 520 900 480"/></g>
    <g transform="translate(120 600)"><circle cx="70" cy="70" r="70" fill="#1b3050"/><path d="M35 55 h80 l-10 45 h-60 z" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round"/><circle cx="52" cy="115" r="7" fill="#fff"/><circle cx="98" cy="115" r="7" fill="#fff"/></g>
    <g transform="translate(940 600)"><circle cx="70" cy="70" r="70" fill="#1b3050"/><rect x="30" y="50" width="80" height="42" rx="10" fill="#fff"/><circle cx="70" cy="71" r="13" fill="${C.brand}"/></g>
  `, '#0b1626')],

  /** Company: a bright office with a meeting table and people shapes. */
  'company-office': [1200, 700, svg(1200, 700, `
    <rect width="1200" height="700" fill="url(#sky)"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${80 + i * 270}" y="70" width="230" height="300" rx="10" fill="#fff" opacity="0.8"/><rect x="${80 + i * 270}" y="210" width="230" height="8" fill="${C.line}"/>`).join('')}
    <ellipse cx="600" cy="560" rx="420" ry="70" fill="${C.brandSoft}"/>
    <rect x="300" y="470" width="600" height="40" rx="20" fill="${C.surface}" filter="url(#shadow)"/>
    ${[[330, C.brand], [480, C.accent], [700, C.warm], [850, C.brandDark]].map(([x, c]) => `<g><circle cx="${x}" cy="370" r="38" fill="${c}"/><path d="M${x - 62} 470 q62 -110 124 0 z" fill="${c}"/></g>`).join('')}
    <rect x="540" y="400" width="120" height="70" rx="8" fill="${C.ink}"/><rect x="550" y="410" width="100" height="50" rx="4" fill="url(#brand)"/>
  `)],

  /** Recruit: a team around a cart prototype, with sticky notes. */
  'recruit-team': [1200, 700, svg(1200, 700, `
    <rect width="1200" height="700" fill="${C.accentSoft}"/>
    <circle cx="1050" cy="120" r="200" fill="#fff" opacity="0.6"/>
    <rect x="80" y="80" width="420" height="260" rx="16" fill="#fff" filter="url(#shadow)"/>
    ${[[110, 110, C.warmSoft], [240, 110, C.brandSoft], [370, 110, C.accentSoft], [110, 220, C.brandSoft], [240, 220, C.warmSoft]].map(([x, y, c]) => `<rect x="${x}" y="${y}" width="100" height="90" rx="6" fill="${c}"/>`).join('')}
    ${cart(640, 250, 0.8)}
    ${[[180, C.brand], [340, C.warm], [520, C.brandDark], [1010, C.accent]].map(([x, c]) => `<g><circle cx="${x}" cy="470" r="44" fill="${c}"/><path d="M${x - 72} 640 q72 -140 144 0 z" fill="${c}"/></g>`).join('')}
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

function face({ skin, hair, hairColor, brows = 'straight', glasses = null, smile = 'soft', age = 0, cheeks = true }) {
  const [tone, shade] = SKIN[skin]
  const browPath = brows === 'arched' ? 'M-44 -20 Q-30 -30 -14 -22 M14 -22 Q30 -30 44 -20' : 'M-44 -20 Q-30 -24 -14 -20 M14 -20 Q30 -24 44 -20'
  const mouth = smile === 'open'
    ? `<path d="M-22 48 Q0 72 22 48 Z" fill="#8a3b2e"/><path d="M-16 50 Q0 56 16 50 Z" fill="#fff"/>`
    : smile === 'closed'
      ? `<path d="M-16 52 Q0 60 16 52" fill="none" stroke="#8a3b2e" stroke-width="5" stroke-linecap="round"/>`
      : `<path d="M-20 50 Q0 64 20 50" fill="none" stroke="#8a3b2e" stroke-width="5" stroke-linecap="round"/>`
  const lenses = glasses === 'round'
    ? `<g fill="none" stroke="${C.ink}" stroke-width="5"><circle cx="-28" cy="6" r="20"/><circle cx="28" cy="6" r="20"/><path d="M-8 4 Q0 -2 8 4"/></g>`
    : glasses === 'square'
      ? `<g fill="none" stroke="${C.ink}" stroke-width="5"><rect x="-50" y="-10" width="40" height="30" rx="6"/><rect x="10" y="-10" width="40" height="30" rx="6"/><path d="M-10 2 H10"/></g>`
      : ''
  return `
    <ellipse cx="-80" cy="12" rx="14" ry="22" fill="${shade}"/><ellipse cx="80" cy="12" rx="14" ry="22" fill="${shade}"/>
    <ellipse cx="0" cy="0" rx="78" ry="92" fill="${tone}"/>
    ${age ? `<path d="M-46 30 Q-40 44 -34 48 M46 30 Q40 44 34 48" fill="none" stroke="${shade}" stroke-width="3" stroke-linecap="round"/>` : ''}
    ${cheeks ? `<circle cx="-46" cy="34" r="13" fill="#ef8f8f" opacity="0.22"/><circle cx="46" cy="34" r="13" fill="#ef8f8f" opacity="0.22"/>` : ''}
    <path d="${browPath}" fill="none" stroke="${hairColor === HAIR.grey ? HAIR.greyDark : hairColor}" stroke-width="6" stroke-linecap="round"/>
    <ellipse cx="-28" cy="6" rx="7" ry="9" fill="${C.ink}"/><ellipse cx="28" cy="6" rx="7" ry="9" fill="${C.ink}"/>
    <circle cx="-25" cy="3" r="2.5" fill="#fff"/><circle cx="31" cy="3" r="2.5" fill="#fff"/>
    <path d="M2 14 Q-8 32 4 36" fill="none" stroke="${shade}" stroke-width="4" stroke-linecap="round"/>
    ${mouth}${lenses}
    <path d="${HAIR_FRONT[hair]}" fill="${hairColor}"/>`
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
    ${p.necklace ? `<path d="M204 338 Q240 372 276 338" fill="none" stroke="#fffaf0" stroke-width="7" stroke-dasharray="0.1 11" stroke-linecap="round"/>` : ''}
    <g transform="translate(240 190)">${face(p.face)}</g>`, p.bg)
}

const PEOPLE = {
  // Leaders
  yamamoto: { bg: C.brandSoft, blob: [380, 90], face: { skin: 'medium', hair: 'sidePart', hairColor: HAIR.greyDark, age: 1, smile: 'soft' }, outfit: { kind: 'suit', main: '#1d2f4f', inner: '#ffffff', accent: '#c0392b' } },
  nakamura: { bg: C.accentSoft, blob: [110, 100], back: 'bob', face: { skin: 'light', hair: 'swept', hairColor: HAIR.black, glasses: 'square', brows: 'arched', smile: 'closed' }, outfit: { kind: 'blazer', main: '#117a5d', inner: '#f4f6f8' } },
  hayashi: { bg: C.warmSoft, blob: [360, 120], face: { skin: 'tan', hair: 'crop', hairColor: HAIR.black, smile: 'open' }, outfit: { kind: 'openCollar', main: '#3a3f47', inner: '#a9cbe8' } },
  sasaki: { bg: '#e6ecf5', blob: [120, 80], face: { skin: 'light', hair: 'slick', hairColor: HAIR.darkBrown, glasses: 'round', smile: 'closed' }, outfit: { kind: 'suit', main: '#4a4f58', inner: '#eef3f8', accent: '#1f4f8f' } },
  ono: { bg: '#eeeaff', blob: [370, 110], back: 'bun', necklace: true, face: { skin: 'light', hair: 'slick', hairColor: HAIR.grey, age: 1, brows: 'arched', smile: 'soft' }, outfit: { kind: 'blazer', main: '#7a2d43', inner: '#f6efe9' } },
  // Head of recruiting (recruit message)
  takahashi: { bg: '#fde7e8', blob: [120, 110], back: 'shoulder', face: { skin: 'medium', hair: 'centre', hairColor: HAIR.brown, brows: 'arched', smile: 'open' }, outfit: { kind: 'cardigan', main: '#e2725b', inner: '#fff7f0' } },
  // Recruit interviews
  kobayashi: { bg: '#eaf2fb', blob: [370, 100], face: { skin: 'tan', hair: 'messy', hairColor: HAIR.darkBrown, smile: 'open' }, outfit: { kind: 'hoodie', main: '#2f7d4f', inner: '#dfe9e2', accent: C.brand } },
  fujita: { bg: '#fff4e0', blob: [110, 90], back: 'ponytail', face: { skin: 'light', hair: 'swept', hairColor: HAIR.darkBrown, brows: 'arched', smile: 'soft' }, outfit: { kind: 'blouseVest', main: '#1f3b6b', inner: '#ffffff', accent: C.warm } },
  chen: { bg: '#e3f6ef', blob: [380, 120], back: 'long', face: { skin: 'light', hair: 'fringe', hairColor: HAIR.black, glasses: 'round', smile: 'closed' }, outfit: { kind: 'hoodie', main: '#8a93a3', inner: '#ffffff' } },
}
for (const [id, person] of Object.entries(PEOPLE)) images[`portrait-${id}`] = [480, 480, portraitSvg(person)]

// The default share image (og-default.png) is the brand's: scripts/make-icons.mjs draws it.

await mkdir(OUT, { recursive: true })
for (const [name, [w, h, source]] of Object.entries(images)) {
  const file = path.join(OUT, `${name}.png`)
  await sharp(Buffer.from(source)).resize(w, h).png({ compressionLevel: 9, palette: true }).toFile(file)
  console.log(`${name}.png ${w}x${h}`)
}
