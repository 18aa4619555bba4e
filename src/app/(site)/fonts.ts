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
  // Optional: the stack names Inter only once this browser has downloaded it (src/features/fonts/latin-face.ts),
  // so it is drawn from the cache on the first frame; if the cache lost it, the page keeps its stand-in rather
  // than swapping (with `swap`, a title one word wider in the stand-in rewrapped and moved the picture under it).
  display: 'optional',
  // Not preloaded: a first visit does not use it (see above).
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
