/**
 * The variant space: which transforms the encoder will ever run. Only the widths and heights
 * next/image asks for (requirements §9's 320…1536 plus the small sizes 64/128/256), the qualities of
 * next.config.ts (50, 75, 90), the formats, fits and positions the parser knows, and backgrounds
 * in 12-bit colour (`fff`, with an optional 4-bit alpha `fff8`). So one source image has a bounded,
 * small number of encodings, and a client cannot make the server encode endless new URLs.
 *
 * A request off the grid is answered with a redirect to the nearest allowed variant (the next
 * larger size, the nearest quality, the nearest colour), except a box (width and height together)
 * whose sides are off the grid: rounding both sides would change its shape, so it is refused (400).
 */
import { ALLOWED_DIMENSIONS, DEFAULT_QUALITY, IMAGE_QUALITIES } from './limits'
import type { ImageModifiers } from './modifiers'

export type SnapResult =
  | { kind: 'exact'; modifiers: ImageModifiers }
  | { kind: 'redirect'; modifiers: ImageModifiers }
  | { kind: 'refused'; message: string }

/** The smallest allowed size that is at least `value`, or the largest allowed size. */
export function nearestDimension(value: number): number {
  return ALLOWED_DIMENSIONS.find((allowed) => allowed >= value) ?? ALLOWED_DIMENSIONS[ALLOWED_DIMENSIONS.length - 1]
}

/** The nearest allowed quality (the higher one on a tie). */
export function nearestQuality(value: number): number {
  let best: number = IMAGE_QUALITIES[0]
  for (const q of IMAGE_QUALITIES) if (Math.abs(q - value) <= Math.abs(best - value)) best = q
  return best
}

/** `#rrggbb[aa]` rounded to 4 bits a channel and written short: `#rgb` / `#rgba` expanded. */
export function nearestBackground(color: string): string {
  const hex = color.slice(1)
  const channels = hex.match(/../g)!.map((pair) => Math.round(parseInt(pair, 16) / 17))
  return `#${channels.map((c) => c.toString(16).repeat(2)).join('')}`
}

/** Maps parsed modifiers onto the variant grid. */
export function snapVariant(m: ImageModifiers): SnapResult {
  const out: ImageModifiers = { ...m }
  let moved = false
  const onGrid = (n: number | undefined) => n === undefined || ALLOWED_DIMENSIONS.includes(n)

  if (m.width && m.height) {
    if (!onGrid(m.width) || !onGrid(m.height)) {
      return { kind: 'refused', message: `width and height together must each be one of ${ALLOWED_DIMENSIONS.join(', ')}` }
    }
  } else if (m.width && !onGrid(m.width)) {
    out.width = nearestDimension(m.width)
    moved = true
  } else if (m.height && !onGrid(m.height)) {
    out.height = nearestDimension(m.height)
    moved = true
  }

  if (m.quality !== undefined && !(IMAGE_QUALITIES as readonly number[]).includes(m.quality)) {
    out.quality = nearestQuality(m.quality)
    moved = true
  }

  if (m.background) {
    const snapped = nearestBackground(m.background)
    if (snapped !== m.background) {
      out.background = snapped
      moved = true
    }
  }
  return moved ? { kind: 'redirect', modifiers: out } : { kind: 'exact', modifiers: out }
}

/** The modifiers with the defaults filled in, as the encoder and the cache key see them. */
export function withDefaults(m: ImageModifiers): ImageModifiers {
  return { ...m, quality: m.quality ?? DEFAULT_QUALITY }
}
