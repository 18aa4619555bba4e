/**
 * The editor's focal point of a media item (Payload's `focalPoint: true` fields focalX/focalY, percent from the top
 * left) as the app's FocalPoint. No server-only imports: the live preview maps the form's data in the browser.
 */
import type { FocalPoint } from './types'

/** A percentage kept inside 0–100 (one decimal); the centre when the value is missing or not a number. */
function percent(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(n) ? Math.round(Math.min(100, Math.max(0, n)) * 10) / 10 : 50
}

export function toFocalPoint(media: { focalX?: unknown; focalY?: unknown }): FocalPoint {
  return { x: percent(media.focalX), y: percent(media.focalY) }
}

/** CSS `object-position` for a picture cropped by `object-fit: cover`: the focal point stays inside the crop. */
export function objectPosition(focus: FocalPoint | undefined): string | undefined {
  if (!focus || (focus.x === 50 && focus.y === 50)) return undefined
  return `${focus.x}% ${focus.y}%`
}
