/**
 * Draws the site's illustrations as SVG and rasterizes them with sharp into public/images/.
 * Everything is drawn here, so the images are ours to ship; run `node scripts/make-images.mjs`
 * after changing a drawing and commit the output. No text is drawn (copy stays translatable).
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

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

/** A smart cart seen from the side: basket, handle with a tablet, handheld scanner, wheels. */
function cart(x, y, s = 1, { nested = false } = {}) {
  const g = (inner) => `<g transform="translate(${x} ${y}) scale(${s})">${inner}</g>`
  return g(`
    <g filter="${nested ? '' : 'url(#shadow)'}">
      <path d="M40 120 L380 120 L350 330 L80 330 Z" fill="${C.surface}" stroke="${C.brand}" stroke-width="10" stroke-linejoin="round"/>
      ${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${80 + i * 50}" y1="128" x2="${95 + i * 44}" y2="322" stroke="${C.brandSoft}" stroke-width="6"/>`).join('')}
      ${[0, 1, 2].map((i) => `<line x1="${60 - i * 4}" y1="${175 + i * 50}" x2="${368 - i * 8}" y2="${175 + i * 50}" stroke="${C.brandSoft}" stroke-width="6"/>`).join('')}
      <path d="M380 120 L430 40" stroke="${C.ink}" stroke-width="12" stroke-linecap="round"/>
      <path d="M420 40 L470 40" stroke="${C.ink}" stroke-width="14" stroke-linecap="round"/>
      <rect x="395" y="58" width="96" height="66" rx="10" transform="rotate(-30 440 90)" fill="${C.ink}"/>
      <rect x="403" y="65" width="80" height="52" rx="6" transform="rotate(-30 440 90)" fill="url(#brand)"/>
      <rect x="330" y="88" width="26" height="40" rx="6" fill="${C.warm}"/>
      <path d="M80 330 L70 380 L360 380" fill="none" stroke="${C.ink}" stroke-width="10" stroke-linejoin="round"/>
      <circle cx="100" cy="398" r="20" fill="${C.ink}"/><circle cx="100" cy="398" r="8" fill="${C.line}"/>
      <circle cx="330" cy="398" r="20" fill="${C.ink}"/><circle cx="330" cy="398" r="8" fill="${C.line}"/>
    </g>`)
}

function items(x, y) {
  return `<g transform="translate(${x} ${y})">
    <rect x="0" y="30" width="70" height="90" rx="8" fill="${C.warm}"/>
    <rect x="80" y="0" width="50" height="120" rx="10" fill="${C.accent}"/>
    <circle cx="180" cy="80" r="40" fill="${C.red}"/>
    <rect x="220" y="50" width="80" height="70" rx="8" fill="${C.brand}"/>
  </g>`
}

const images = {
  /** Home hero: a shopper's cart passing a gate, with a check mark and a camera above. */
  'home-hero': [1200, 900, svg(1200, 900, `
    <rect width="1200" height="900" fill="url(#sky)"/>
    <circle cx="960" cy="180" r="220" fill="${C.brandSoft}" opacity="0.7"/>
    <circle cx="160" cy="760" r="160" fill="${C.accentSoft}"/>
    <rect x="90" y="640" width="1020" height="16" rx="8" fill="${C.line}"/>
    ${cart(220, 210, 1.1)}
    ${items(300, 270)}
    <g transform="translate(840 250)" filter="url(#shadow)">
      <rect x="0" y="0" width="240" height="330" rx="24" fill="${C.surface}"/>
      <rect x="24" y="28" width="192" height="24" rx="12" fill="${C.brandSoft}"/>
      ${[0, 1, 2, 3].map((i) => `<rect x="24" y="${78 + i * 44}" width="130" height="18" rx="9" fill="${C.line}"/><rect x="170" y="${78 + i * 44}" width="46" height="18" rx="9" fill="${C.brandSoft}"/>`).join('')}
      <rect x="24" y="262" width="192" height="44" rx="22" fill="${C.accent}"/>
      <path d="M100 284 l14 14 l28 -28" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    </g>
    <g transform="translate(620 70)">
      <rect x="0" y="0" width="110" height="60" rx="14" fill="${C.ink}"/>
      <circle cx="55" cy="30" r="18" fill="${C.brand}"/><circle cx="55" cy="30" r="8" fill="#9ec5f0"/>
      <path d="M10 60 L-60 220 L170 220 L100 60 Z" fill="${C.brand}" opacity="0.08"/>
    </g>
  `)],

  /** AI camera: a shelf with products, a camera and detection boxes, one empty slot flagged. */
  'camera-store': [1200, 800, svg(1200, 800, `
    <rect width="1200" height="800" fill="url(#sky)"/>
    <g transform="translate(120 150)" filter="url(#shadow)">
      <rect x="0" y="0" width="620" height="560" rx="16" fill="${C.surface}"/>
      ${[0, 1, 2].map((r) => `<rect x="20" y="${170 + r * 170}" width="580" height="12" rx="6" fill="${C.line}"/>`).join('')}
      ${[0, 1, 2].map((r) => [0, 1, 2, 3, 4, 5].map((c) => (r === 1 && (c === 3 || c === 4)) ? '' : `<rect x="${36 + c * 94}" y="${60 + r * 170}" width="70" height="110" rx="8" fill="${[C.brand, C.accent, C.warm, C.red, '#7c5cff', C.brandDark][(c + r) % 6]}" opacity="0.9"/>`).join('')).join('')}
      <rect x="306" y="220" width="176" height="122" rx="8" fill="none" stroke="${C.red}" stroke-width="6" stroke-dasharray="16 10"/>
      <rect x="26" y="50" width="90" height="130" rx="10" fill="none" stroke="${C.accent}" stroke-width="5"/>
    </g>
    <g transform="translate(820 120)">
      <rect x="0" y="0" width="180" height="96" rx="22" fill="${C.ink}"/>
      <circle cx="90" cy="48" r="30" fill="${C.brand}"/><circle cx="90" cy="48" r="13" fill="#9ec5f0"/>
      <rect x="70" y="-60" width="40" height="64" fill="${C.ink}"/>
      <path d="M30 96 L-260 600 L300 600 L150 96 Z" fill="${C.brand}" opacity="0.07"/>
    </g>
    <g transform="translate(820 420)" filter="url(#shadow)">
      <rect x="0" y="0" width="280" height="250" rx="20" fill="${C.surface}"/>
      ${[60, 120, 90, 160, 130].map((h, i) => `<rect x="${30 + i * 46}" y="${200 - h}" width="30" height="${h}" rx="6" fill="${i === 3 ? C.accent : C.brandSoft}"/>`).join('')}
      <path d="M30 60 L90 80 L150 40 L250 70" stroke="${C.brand}" stroke-width="6" fill="none" stroke-linecap="round"/>
    </g>
  `)],

  /** Skip Cart: a cart front and centre, nested carts charging behind it. */
  'ssc-cart': [1200, 900, svg(1200, 900, `
    <rect width="1200" height="900" fill="url(#sky)"/>
    <rect x="60" y="700" width="1080" height="14" rx="7" fill="${C.line}"/>
    <g opacity="0.35">${[0, 1, 2].map((i) => cart(620 + i * 70, 300, 0.8, { nested: true })).join('')}</g>
    <g transform="translate(1040 470)"><rect x="0" y="0" width="90" height="230" rx="14" fill="${C.ink}"/><path d="M52 60 l-22 50 h26 l-18 50" stroke="${C.warm}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>
    ${cart(110, 230, 1.1)}
    ${items(190, 300)}
    <g stroke="${C.accent}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.8">
      <path d="M120 330 q-40 40 0 80"/><path d="M95 310 q-60 60 0 120"/>
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

  /** Offices: a stylized map of Japan with pins on Tokyo and Fukuoka, and one across the sea. */
  'offices-map': [1200, 800, svg(1200, 800, `
    <rect width="1200" height="800" fill="#eaf2fb"/>
    ${Array.from({ length: 12 }, (_, i) => `<path d="M0 ${60 + i * 64} q300 -20 600 0 t600 0" stroke="#dbe8f6" stroke-width="3" fill="none"/>`).join('')}
    <path d="M860 90 q60 10 70 70 q-10 60 -60 80 q-30 40 -10 90 q-20 60 -80 90 q-60 30 -100 80 q-50 40 -120 50 q-60 20 -100 70 q-40 40 -90 30 q-30 -30 10 -60 q60 -40 110 -60 q50 -30 90 -70 q40 -40 90 -70 q40 -50 60 -110 q0 -60 40 -100 q40 -40 90 -40 z" fill="#fff" stroke="${C.line}" stroke-width="4"/>
    <path d="M370 560 q40 -20 70 10 q10 50 -30 80 q-50 20 -70 -20 q-10 -40 30 -70 z" fill="#fff" stroke="${C.line}" stroke-width="4"/>
    <path d="M60 330 q80 -60 170 -20 q40 60 -10 120 q-90 40 -160 -20 z" fill="#fff" stroke="${C.line}" stroke-width="4"/>
    ${[[790, 400, C.brand, 30], [395, 590, C.accent, 26], [420, 620, C.accent, 16], [370, 610, C.accent, 16], [150, 370, C.warm, 24]].map(([x, y, c, r]) => `<g><circle cx="${x}" cy="${y}" r="${r + 16}" fill="${c}" opacity="0.18"/><circle cx="${x}" cy="${y}" r="${r / 2}" fill="${c}" stroke="#fff" stroke-width="5"/></g>`).join('')}
    <path d="M395 590 C 500 470 650 430 790 400" stroke="${C.brand}" stroke-width="4" stroke-dasharray="12 10" fill="none"/>
    <path d="M150 370 C 250 420 320 520 395 590" stroke="${C.warm}" stroke-width="4" stroke-dasharray="12 10" fill="none"/>
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

/** Portraits: abstract figures on coloured grounds, one per leader and interviewee. */
const PORTRAIT_COLORS = [
  [C.brand, C.brandSoft],
  [C.accent, C.accentSoft],
  [C.brandDark, '#e6ecf5'],
  [C.warm, C.warmSoft],
  ['#7c5cff', '#eeeaff'],
  [C.red, '#fde7e8'],
  [C.accent, '#eaf2fb'],
]
PORTRAIT_COLORS.forEach(([fg, bg], i) => {
  images[`portrait-${i + 1}`] = [480, 480, svg(480, 480, `
    <circle cx="${380 - i * 30}" cy="${90 + i * 20}" r="120" fill="#fff" opacity="0.5"/>
    <circle cx="240" cy="200" r="86" fill="${fg}"/>
    <path d="M80 480 q160 -260 320 0 z" fill="${fg}"/>
    <path d="M200 320 l40 60 l40 -60" fill="#fff" opacity="0.85"/>
  `, bg)]
})

/** The default social-sharing image (1200x630). No lettering: the company name is a setting. */
images['og-default'] = [1200, 630, svg(1200, 630, `
  <rect width="1200" height="630" fill="url(#brand)"/>
  ${Array.from({ length: 10 }, (_, i) => `<circle cx="${100 + i * 120}" cy="${(i % 2) * 630}" r="${60 + i * 8}" fill="#fff" opacity="0.06"/>`).join('')}
  <g transform="translate(90 215)"><rect width="200" height="200" rx="56" fill="#fff" opacity="0.95"/><path d="M50 80 h100 l-12 55 h-76 z" fill="none" stroke="${C.brand}" stroke-width="12" stroke-linejoin="round"/><circle cx="72" cy="158" r="10" fill="${C.brand}"/><circle cx="128" cy="158" r="10" fill="${C.brand}"/></g>
  ${cart(560, 120, 0.95)}
`)]

await mkdir(OUT, { recursive: true })
for (const [name, [w, h, source]] of Object.entries(images)) {
  const file = path.join(OUT, `${name}.png`)
  await sharp(Buffer.from(source)).resize(w, h).png({ compressionLevel: 9, palette: name !== 'og-default' }).toFile(file)
  console.log(`${name}.png ${w}x${h}`)
}
