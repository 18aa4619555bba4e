/**
 * The brand mark and the two wordmarks (issue 44), drawn once here: the header draws them inline
 * (BrandLogo), `public/icon.svg`, `public/brand/*.svg`, favicon.ico, apple-touch-icon.png and the share image
 * are rendered from the same shapes by `scripts/make-icons.mjs`, and a unit test keeps the files equal to them.
 *
 * The mark: a cart on the brand blue, its basket ruled like a scanned list, with the mint spark of the AI.
 * The wordmarks are monoline strokes on one grid (cap height 20, x-height 14, stroke 3.4), so カイモノAI and
 * Kaimono AI sit on the same baseline and weight; no font is needed to draw them.
 */
export const BRAND_COLORS = { brand: '#0b5cab', spark: '#5ee0b5', ink: '#14202e' } as const

export type BrandLockup = 'ja' | 'en'

/** The mark, in a 64×64 box. */
const MARK_VIEWBOX = 64
const MARK_SHAPES = [
  `<rect width="64" height="64" rx="14" fill="${BRAND_COLORS.brand}"/>`,
  // handle, then the basket's bottom rail
  `<path d="M10.5 16.5h6.5l6 23.5h23" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  // the basket, ruled like the list of scanned items on the cart's screen
  `<path d="M19.6 22.5h31.8l-4 13.5h-24.4z" fill="#fff"/>`,
  `<path d="M25 27.2h20.5M26.2 31.4h15" stroke="${BRAND_COLORS.brand}" stroke-width="2.2" stroke-linecap="round"/>`,
  `<circle cx="26" cy="48" r="4.4" fill="#fff"/><circle cx="43" cy="48" r="4.4" fill="#fff"/>`,
  // the spark
  `<path d="M50 4.5q1.2 6.3 7.5 7.5q-6.3 1.2-7.5 7.5q-1.2-6.3-7.5-7.5q6.3-1.2 7.5-7.5z" fill="${BRAND_COLORS.spark}"/>`,
]

/** The mark as a standalone SVG file (the favicon's source). */
export const BRAND_MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MARK_VIEWBOX} ${MARK_VIEWBOX}">${MARK_SHAPES.join('')}</svg>`

/** The inside of the mark's SVG (for drawing it inside another picture). */
export const BRAND_MARK_BODY = MARK_SHAPES.join('')

type Glyph = { width: number; d: string; dots?: [number, number][] }

const circle = (cx: number, cy: number, r: number) => `M${cx + r} ${cy}a${r} ${r} 0 1 1 ${-2 * r} 0a${r} ${r} 0 1 1 ${2 * r} 0`

/** Latin strokes: baseline y=24, x-height y=10, cap height y=4. */
const LATIN: Record<string, Glyph> = {
  K: { width: 12.5, d: 'M0 4V24M12 4L1.2 15.3M5.2 11.4L12.5 24' },
  a: { width: 14, d: `${circle(7, 17, 7)}M14 10V24` },
  i: { width: 0, d: 'M0 10V24', dots: [[0, 4.8]] },
  m: { width: 20, d: 'M0 24V10M0 15a5 5 0 0 1 10 0V24M10 15a5 5 0 0 1 10 0V24' },
  o: { width: 14, d: circle(7, 17, 7) },
  n: { width: 12, d: 'M0 24V10M0 16a6 6 0 0 1 12 0V24' },
  A: { width: 15, d: 'M0 24L7.5 4L15 24M3.1 17H11.9' },
  I: { width: 0, d: 'M0 4V24' },
}

/** Katakana strokes in a 22-wide em, from y=3 to the baseline at y=25. */
const KANA: Record<string, Glyph> = {
  カ: { width: 21, d: 'M1.5 10.2H19.5C19.5 17.5 18.5 22 14 24.6M10.5 3C10.5 13 8 20.2 2.2 25' },
  イ: { width: 18, d: 'M17 3C13.2 9.6 7.8 13.6 1.5 16.2M11.6 11.2V25.5' },
  モ: { width: 20, d: 'M3 5H18.5M1.5 12.6H20.5M10 5V20.6C10 23.4 11.6 24.6 14.6 24.6H20' },
  ノ: { width: 17, d: 'M17 3.4C15.5 14 9.2 21.6 1.5 25' },
}

const STROKE = 3.4
const LETTER_GAP = 4.6
const KANA_GAP = 4.2
const WORD_GAP = 7

type Run = { glyphs: string; table: Record<string, Glyph>; gap: number; accent?: boolean; before?: number }

/** カイモノ + AI, Kaimono + AI: the name in ink, "AI" in the brand blue. */
const LOCKUP_RUNS: Record<BrandLockup, Run[]> = {
  ja: [
    { glyphs: 'カイモノ', table: KANA, gap: KANA_GAP },
    { glyphs: 'AI', table: LATIN, gap: LETTER_GAP, accent: true, before: 5 },
  ],
  en: [
    { glyphs: 'Kaimono', table: LATIN, gap: LETTER_GAP },
    { glyphs: 'AI', table: LATIN, gap: LETTER_GAP, accent: true, before: WORD_GAP },
  ],
}

export type WordmarkPart = { d: string; accent: boolean; dots: [number, number][] }

/** The wordmark's strokes, laid out from x=0 (after half a stroke), and its box (height 28). */
export function wordmark(lockup: BrandLockup): { parts: WordmarkPart[]; width: number; height: number } {
  let x = STROKE / 2
  const parts: WordmarkPart[] = []
  for (const run of LOCKUP_RUNS[lockup]) {
    x += run.before ?? 0
    let d = ''
    const dots: [number, number][] = []
    const glyphs = [...run.glyphs]
    glyphs.forEach((char, index) => {
      const glyph = run.table[char]
      if (!glyph) throw new Error(`no stroke drawing for ${char}`)
      d += translatePath(glyph.d, x)
      for (const [dx, dy] of glyph.dots ?? []) dots.push([round(dx + x), dy])
      x += glyph.width + (index < glyphs.length - 1 ? run.gap : 0)
    })
    parts.push({ d, accent: run.accent ?? false, dots })
  }
  return { parts, width: round(x + STROKE / 2), height: 28 }
}

const round = (n: number) => Math.round(n * 100) / 100

/** Moves a path whose absolute commands are M, L, H, V, C (relative ones stay as they are) right by dx. */
function translatePath(d: string, dx: number): string {
  return d.replace(/([MLHVCa])([^MLHVCa]*)/g, (_, command: string, args: string) => {
    const numbers = args.trim().split(/[\s,]+|(?=-)/).filter(Boolean).map(Number)
    if (command === 'a' || command === 'V') return command + args
    if (command === 'H') return `H${round(numbers[0]! + dx)}`
    const moved = numbers.map((n, i) => (i % 2 === 0 ? round(n + dx) : n))
    return command + moved.join(' ')
  })
}

export const WORDMARK_STROKE = STROKE

/** The wordmark's SVG elements; `ink` colours the name (currentColor in the header). */
export function wordmarkShapes(lockup: BrandLockup, ink: string, accent: string = BRAND_COLORS.brand): string {
  return wordmark(lockup)
    .parts.map((part) => {
      const color = part.accent ? accent : ink
      const dots = part.dots.map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="2.2" fill="${color}"/>`).join('')
      return `<path d="${part.d}" fill="none" stroke="${color}" stroke-width="${STROKE}" stroke-linecap="round" stroke-linejoin="round"/>${dots}`
    })
    .join('')
}

/** Mark and wordmark side by side, as a file (public/brand/lockup-ja.svg, lockup-en.svg). */
export function lockupSvg(lockup: BrandLockup, { ink = BRAND_COLORS.ink, accent = BRAND_COLORS.brand as string } = {}): string {
  const { width } = wordmark(lockup)
  // The mark is 40 high; the wordmark's 28-unit box is scaled to 30 and centred on it.
  const scale = 30 / 28
  const total = round(40 + 12 + width * scale)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} 40">` +
    `<g transform="scale(${40 / MARK_VIEWBOX})">${BRAND_MARK_BODY}</g>` +
    `<g transform="translate(52 ${round(20 - 14 * scale)}) scale(${round(scale * 1000) / 1000})">${wordmarkShapes(lockup, ink, accent)}</g></svg>`
  )
}
