/**
 * `sizes` attributes for next/image, matching the site's layout widths, so the browser picks the
 * smallest srcset entry (320…1536, requirements §9) that fills the slot. Use with explicit width and
 * height (no layout shift), `preload` on the largest image above the fold, lazy loading elsewhere
 * (next/image's default).
 */
export const IMAGE_SIZES = {
  /** Edge-to-edge hero or banner. */
  fullBleed: '100vw',
  /** Inside the content column (max 1200px wide, side padding on phones). */
  content: '(min-width: 1280px) 1200px, calc(100vw - 32px)',
  /** Two columns from the tablet breakpoint. */
  half: '(min-width: 1280px) 600px, (min-width: 768px) 50vw, calc(100vw - 32px)',
  /** Three-column cards from the tablet breakpoint. */
  third: '(min-width: 1280px) 400px, (min-width: 768px) 33vw, calc(100vw - 32px)',
  /** Small thumbnails and logos. */
  thumb: '(min-width: 768px) 160px, 25vw',
} as const

export type ImageSizesKey = keyof typeof IMAGE_SIZES
