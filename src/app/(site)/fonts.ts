import localFont from 'next/font/local'

/**
 * The site's Latin face: Inter (variable, Latin subset, 48 KB), self-hosted from @fontsource-variable/inter.
 * next/font serves it from /_next/static, adds a metric-matched local fallback (size-adjust and
 * ascent/descent overrides on Arial) so the swap shifts no layout, and limits it to Latin code points
 * so Japanese text goes straight to the Japanese faces of the stack in globals.css.
 */
export const latinSans = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  // Optional: drawn when it is there within ~100 ms (a returning visitor: it is cached for a year), otherwise the
  // page keeps its metric-matched stand-in and never swaps. With `swap`, a title whose width differed by one word
  // rewrapped when Inter arrived and moved the picture under it (Lighthouse CLS 0.021 on an English article), and
  // every page was laid out a second time. Next visits draw Inter from the cache.
  display: 'optional',
  // Not preloaded: a preload would start this 48 KB file at high priority beside the hero image, which
  // is what the largest paint waits for; text shows at once in the metric-matched fallback (adjustFontFallback).
  preload: false,
  variable: '--font-latin',
  adjustFontFallback: 'Arial',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
})
