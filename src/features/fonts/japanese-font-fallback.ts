/**
 * The Japanese web font as a fallback (docs/decisions.md P3): every phone and desktop
 * system has a Japanese face, which the site's font stack lists first, so a Japanese page neither waits for
 * nor downloads a web font. Once the page is idle this checks whether the device drew Japanese text with a
 * real face; only where it did not (a bare Linux, a stripped-down kiosk) it adds the Noto Sans JP
 * `@font-face` list, whose slices then replace the boxes (`font-display: swap`).
 *
 * The check draws two different kana in the page's own font stack on a canvas: a real face draws them
 * differently, while a device without one draws the same "missing glyph" box for both.
 */

import { appendStylesheetOnce } from './font-stylesheet'

/** Marks on `<html>` which face Japanese text uses, for the tests and for anyone debugging the page. */
export const JAPANESE_FONT_ATTRIBUTE = 'data-japanese-font'

export function drawsJapanese(fontFamily: string): boolean {
  const canvas = document.createElement('canvas')
  canvas.width = 48
  canvas.height = 24
  const context = canvas.getContext('2d', { willReadFrequently: true })
  // No canvas (a privacy setting, an old engine): assume the device copes, as it almost always does.
  if (!context) return true
  const pixels = (text: string) => {
    context.clearRect(0, 0, canvas.width, canvas.height)
    context.font = `20px ${fontFamily}`
    context.textBaseline = 'top'
    context.fillText(text, 2, 2)
    return context.getImageData(0, 0, canvas.width, canvas.height).data
  }
  const first = pixels('あ')
  const second = pixels('ル')
  if (!first.some((value) => value !== 0)) return false
  return first.some((value, index) => value !== second[index])
}

/** Adds the web font's stylesheet where the device has no Japanese face; returns which face is used. */
export function addJapaneseWebFontIfMissing(stylesheet: string): 'device' | 'web' {
  const root = document.documentElement
  const family = getComputedStyle(document.body).fontFamily || 'sans-serif'
  const face = drawsJapanese(family) ? 'device' : 'web'
  if (face === 'web') appendStylesheetOnce(stylesheet)
  root.setAttribute(JAPANESE_FONT_ATTRIBUTE, face)
  return face
}
