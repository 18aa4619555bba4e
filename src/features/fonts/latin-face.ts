/**
 * The site's Latin face (Inter, src/app/(site)/fonts.ts) on the pages after the first
 * (docs/decisions.md P4).
 *
 * The first page of a visit draws Latin text in Inter's metric-matched stand-ins only: the face is not in
 * the page's font stack, so its 48 KB never competes with the hero picture and the first layout, and it is
 * never swapped in under the reader's eyes. Once the page is idle and loaded, `fetchLatinFaceForLaterPages`
 * downloads it (cached for a year) without applying it and remembers that it did; from then on the head
 * script puts `data-latin-face` on <html> before the first layout, which adds Inter in front of the
 * stand-ins, and a client navigation does the same when the next page comes in.
 *
 * It is remembered for the visit (sessionStorage: this tab, reloads included), not for good: a later visit
 * may find the face gone from the HTTP cache (phones evict early) while a lasting mark stayed, and its first
 * paint would then wait for the 48 KB at the highest priority (docs/decisions.md P4).
 * A new visit fetches it again after load, from the cache when it is still there.
 */

import { afterLoad } from './after-load'

/** On <html>: Inter leads the font stack (globals.css). */
export const LATIN_FACE_ATTRIBUTE = 'data-latin-face'
/** In sessionStorage: the face has been downloaded during this visit. */
export const LATIN_FACE_STORAGE_KEY = 'kaimono:latin-face'

/** The inline script of <head>: marks <html> before the first layout if this visit has fetched the face. */
export function latinFaceScript(): string {
  return `try{if(sessionStorage.getItem(${JSON.stringify(LATIN_FACE_STORAGE_KEY)}))document.documentElement.setAttribute(${JSON.stringify(LATIN_FACE_ATTRIBUTE)},'')}catch(e){}`
}

function remembered(): boolean {
  try {
    return window.sessionStorage.getItem(LATIN_FACE_STORAGE_KEY) !== null
  } catch {
    return false
  }
}

/** The first family of a CSS font-family list, unquoted. */
export function firstFamily(list: string): string {
  return (list.split(',')[0] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2')
}

/**
 * Downloads the face for the next pages (not applied to this one) once the page has loaded, and remembers it.
 * `family` is the font-family list next/font gives the face (`--font-latin`); its first name is the `@font-face`.
 */
export async function fetchLatinFaceForLaterPages(family: string): Promise<void> {
  if (remembered()) return
  await afterLoad()
  const name = firstFamily(family)
  const faces = [...document.fonts].filter((face) => firstFamily(face.family) === name)
  if (!name || faces.length === 0) return
  try {
    await Promise.all(faces.map((face) => face.load()))
    window.sessionStorage.setItem(LATIN_FACE_STORAGE_KEY, '1')
  } catch {
    // Offline, blocked, storage full or disabled: the stand-ins stay, which is what every first visit shows.
  }
}

/** After a client navigation: the new page leads with Inter once this browser has it. */
export function applyLatinFaceIfFetched(): void {
  const root = document.documentElement
  if (!root.hasAttribute(LATIN_FACE_ATTRIBUTE) && remembered()) root.setAttribute(LATIN_FACE_ATTRIBUTE, '')
}
