import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import subsetFont from 'subset-font'

/**
 * The share card's face: the self-hosted Noto Sans JP (the package scripts/make-fonts.mjs copies the site's slices
 * from), narrowed at request time to the characters one card draws. The variable slices are woff2, which satori
 * cannot read; each slice that holds one of the card's characters is subset to those characters with its weight axis
 * pinned (hb-subset through subset-font), giving a small static TrueType font. Every character Noto Sans JP has is
 * drawn, never a box: the slices' unicode ranges are the font's own coverage.
 */
const PACKAGE_DIR = path.join(process.cwd(), 'node_modules/@fontsource-variable/noto-sans-jp')
export const SHARE_CARD_FAMILY = 'Noto Sans JP'

type Slice = { file: string; ranges: [number, number][] }
let slices: Promise<Slice[]> | undefined

/** The package's slices with their unicode ranges (wght.css, one @font-face per slice). */
export function fontSlices(): Promise<Slice[]> {
  slices ??= readFile(path.join(PACKAGE_DIR, 'wght.css'), 'utf8').then((css) =>
    [...css.matchAll(/src:\s*url\(\.\/files\/([\w-]+\.woff2)\)[^;]*;\s*unicode-range:\s*([^;]+);/g)].map(([, file, range]) => ({
      file: file!,
      ranges: range!.split(',').map((part) => {
        const [from, to] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16))
        return [from!, to ?? from!] as [number, number]
      }),
    })),
  )
  return slices
}

const inSlice = (slice: Slice, code: number) => slice.ranges.some(([from, to]) => code >= from && code <= to)

/** The characters of `text` that no slice of the face covers (drawn as nothing: the card leaves them out). */
export async function uncoveredCharacters(text: string): Promise<string[]> {
  const all = await fontSlices()
  return [...new Set(text)].filter((char) => !/\s/.test(char) && !all.some((slice) => inSlice(slice, char.codePointAt(0)!)))
}

/** The CSS font-family list naming every font of `fonts`. */
export function familyList(fonts: CardFont[]): string {
  return [...new Set(fonts.map((f) => `'${f.name}'`))].join(', ')
}

export type CardFont = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' }

/** One static font per slice and weight, holding exactly the characters of `texts[weight]` that slice covers. */
export async function shareCardFonts(texts: Partial<Record<400 | 700, string>>): Promise<CardFont[]> {
  const all = await fontSlices()
  const fonts: CardFont[] = []
  for (const [weightKey, text] of Object.entries(texts)) {
    const weight = Number(weightKey) as 400 | 700
    const chars = [...new Set(text ?? '')].filter((char) => !/\s/.test(char))
    const bySlice = new Map<Slice, string>()
    for (const char of chars) {
      const slice = all.find((s) => inSlice(s, char.codePointAt(0)!))
      if (slice) bySlice.set(slice, (bySlice.get(slice) ?? '') + char)
    }
    // The space's advance comes from the Latin slice, which every card needs for its date.
    const latin = all.find((s) => s.file.includes('-latin-wght'))
    if (latin) bySlice.set(latin, (bySlice.get(latin) ?? '') + ' ')
    for (const [slice, sliceChars] of bySlice) {
      const source = await readFile(path.join(PACKAGE_DIR, 'files', slice.file))
      const subset = await subsetFont(source, sliceChars, { targetFormat: 'sfnt', variationAxes: { wght: weight } })
      // One family name per slice: satori keeps one font per name and weight, and falls back across names.
      fonts.push({ name: `${SHARE_CARD_FAMILY} ${all.indexOf(slice)}`, data: subset.buffer.slice(subset.byteOffset, subset.byteOffset + subset.byteLength) as ArrayBuffer, weight, style: 'normal' })
    }
  }
  return fonts
}
