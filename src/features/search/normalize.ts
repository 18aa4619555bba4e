/**
 * How text becomes index tokens and how a query becomes search terms, the same way for both. Pure (no
 * database, no server-only imports), so the unit tests and the bench run it as the site does.
 *
 * Japanese has no spaces between words, so Japanese runs are indexed as overlapping character pairs
 * (bigrams) plus the run's last character: "レジ" finds "レジ待ち" and "福岡" finds "福岡市" as a phrase of
 * pairs, and a one-character query finds any character by prefix. Before that, text is folded the way a
 * reader expects it to match: NFKC (ｶｰﾄ → カート, ＡＢＣ → ABC), lower case, katakana → hiragana, small
 * kana → full size (ッ ≈ ツ, ァ ≈ ア), and long-vowel marks dropped (サーバー ≈ サーバ). Latin words are
 * Porter-stemmed (carts → cart, monitoring → monitor).
 */
import { stemmer } from 'stemmer'

/** Voicing marks that NFKC joins onto the kana before them (ｶﾞ → ガ); kept with that kana when folding. */
const COMBINING = /[\u3099\u309A\uFF9E\uFF9F]/

/** Long-vowel marks (ー, its half-width form after NFKC, the wave dash used the same way). */
const LONG_VOWEL = /[\u30FC\uFF70\u301C\uFF5E]/

const SMALL_KANA: Record<string, string> = {
  ぁ: 'あ', ぃ: 'い', ぅ: 'う', ぇ: 'え', ぉ: 'お', っ: 'つ', ゃ: 'や', ゅ: 'ゆ', ょ: 'よ', ゎ: 'わ', ゕ: 'か', ゖ: 'け',
}

/** A Japanese character: kana or kanji (after folding, katakana is hiragana), the iteration mark 々. */
// Letters only: the Han script also holds the CJK radicals (⺀, U+2E80…), which are symbols and separate like them.
const JAPANESE = /(?=\p{L})[\p{Script=Hiragana}\p{Script=Han}\u3005]/u
/** A character of a word in a spaced script (Latin, digits, other letters). */
const WORD = /[\p{L}\p{N}]/u

function foldChar(ch: string): string {
  const code = ch.codePointAt(0)!
  // Katakana ァ..ヶ → hiragana ぁ..ゖ (same order, 0x60 apart).
  const hira = code >= 0x30a1 && code <= 0x30f6 ? String.fromCodePoint(code - 0x60) : ch
  return SMALL_KANA[hira] ?? hira
}

/** Folded text and, for each of its UTF-16 units, where it came from in the original (start, end). */
export type Folded = { text: string; starts: number[]; ends: number[] }

/**
 * Folds text for matching, keeping a map back to the original so that a snippet can mark the words a
 * reader typed in the text as written. Control characters and lone surrogates become spaces.
 */
export function fold(input: string): Folded {
  let text = ''
  const starts: number[] = []
  const ends: number[] = []
  const units = Array.from(input)
  let offset = 0
  for (let i = 0; i < units.length; i++) {
    let unit = units[i]
    const start = offset
    offset += unit.length
    while (i + 1 < units.length && COMBINING.test(units[i + 1])) {
      unit += units[++i]
      offset += units[i].length
    }
    const code = unit.codePointAt(0)!
    let out: string
    if (code < 0x20 || (code >= 0x7f && code < 0xa0) || (code >= 0xd800 && code <= 0xdfff)) out = ' '
    else {
      out = ''
      for (const ch of unit.normalize('NFKC').toLowerCase()) {
        if (LONG_VOWEL.test(ch) || COMBINING.test(ch)) continue
        out += foldChar(ch)
      }
    }
    for (let k = 0; k < out.length; k++) {
      starts.push(start)
      ends.push(offset)
    }
    text += out
  }
  return { text, starts, ends }
}

export const foldText = (input: string): string => fold(input).text

/** One search term: a Japanese run (matched as a phrase of pairs) or a stemmed word. */
export type Term = { kind: 'japanese'; text: string } | { kind: 'word'; text: string; stem: string }

/** Splits folded text into Japanese runs and words; everything else separates. */
function runs(folded: string): Term[] {
  const out: Term[] = []
  let current = ''
  let kind: 'japanese' | 'word' | null = null
  const flush = () => {
    if (current && kind === 'japanese') out.push({ kind, text: current })
    else if (current && kind === 'word') out.push({ kind, text: current, stem: stemmer(current) })
    current = ''
    kind = null
  }
  for (const ch of folded) {
    const next = JAPANESE.test(ch) ? 'japanese' : WORD.test(ch) ? 'word' : null
    if (next !== kind) flush()
    if (next) {
      current += ch
      kind = next
    }
  }
  flush()
  return out
}

/** The pairs of a Japanese run, and its last character alone (so a one-character query finds it by prefix). */
function pairs(run: string): string[] {
  const chars = Array.from(run)
  if (chars.length === 1) return chars
  const out: string[] = []
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1])
  return out
}

/** Index tokens of a text, space-separated, in order (positions matter for phrases). */
export function indexTokens(input: string, limit = 12_000): string {
  const tokens: string[] = []
  for (const term of runs(foldText(input))) {
    if (term.kind === 'word') tokens.push(term.stem)
    else {
      tokens.push(...pairs(term.text))
      if (term.text.length > 1) tokens.push(Array.from(term.text).at(-1)!)
    }
    if (tokens.length >= limit) break
  }
  return tokens.slice(0, limit).join(' ')
}

/** Longest query the site accepts, in characters; longer input is cut, not refused. */
export const MAX_QUERY_LENGTH = 100
/** At most this many terms count (the rest are ignored): bounds the work one query can ask for. */
export const MAX_TERMS = 8

/** The terms of a query as a visitor typed it: folded, split, deduplicated, bounded. */
export function queryTerms(query: string): Term[] {
  const folded = foldText(Array.from(query).slice(0, MAX_QUERY_LENGTH).join(''))
  const seen = new Set<string>()
  const terms: Term[] = []
  for (const term of runs(folded)) {
    const key = term.kind === 'word' ? `w:${term.stem}` : `j:${term.text}`
    if (seen.has(key)) continue
    seen.add(key)
    terms.push(term)
    if (terms.length === MAX_TERMS) break
  }
  return terms
}

/**
 * A term as index tokens: a word's stem; a Japanese run's pairs (a phrase), or for one character a
 * prefix. Only letters and digits survive folding, so tokens never carry query syntax.
 */
export function termTokens(term: Term): { tokens: string[]; prefix: boolean } {
  if (term.kind === 'word') return { tokens: [term.stem], prefix: false }
  const chars = Array.from(term.text)
  if (chars.length === 1) return { tokens: chars, prefix: true }
  return { tokens: pairs(term.text), prefix: false }
}

/** Where the terms occur in a text, as [start, end) ranges of the original text, in order, not overlapping. */
export function matchRanges(original: string, terms: Term[]): [number, number][] {
  const { text, starts, ends } = fold(original)
  const found: [number, number][] = []
  for (const term of terms) {
    const needle = term.kind === 'word' ? term.stem : term.text
    if (!needle) continue
    let from = 0
    while (from <= text.length - needle.length) {
      const at = text.indexOf(needle, from)
      if (at < 0) break
      let end = at + needle.length
      if (term.kind === 'word') {
        // A word matches from its start only, and the mark covers the whole word (carts for cart).
        if (at > 0 && WORD.test(text[at - 1]) && !JAPANESE.test(text[at - 1])) {
          from = at + 1
          continue
        }
        while (end < text.length && WORD.test(text[end]) && !JAPANESE.test(text[end])) end++
      }
      found.push([starts[at], ends[end - 1]])
      from = end
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const merged: [number, number][] = []
  for (const range of found) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else merged.push([...range])
  }
  return merged
}

/** A piece of a snippet; `mark` pieces are the matched words. */
export type SnippetPart = { text: string; mark: boolean }

/** Up to `length` characters of the text around its first match, with every match marked. */
export function snippet(original: string, terms: Term[], length = 120): SnippetPart[] {
  const clean = original.replace(/\s+/g, ' ').trim()
  const ranges = matchRanges(clean, terms)
  const first = ranges[0]?.[0] ?? 0
  let start = Math.max(0, first - Math.floor(length / 4))
  // Do not start inside a surrogate pair.
  if (start > 0 && /[\uDC00-\uDFFF]/.test(clean[start])) start--
  let end = Math.min(clean.length, start + length)
  if (end < clean.length && /[\uDC00-\uDFFF]/.test(clean[end])) end++
  const parts: SnippetPart[] = []
  if (start > 0) parts.push({ text: '…', mark: false })
  let cursor = start
  for (const [from, to] of ranges) {
    if (to <= start || from >= end) continue
    const a = Math.max(from, start)
    const b = Math.min(to, end)
    if (a > cursor) parts.push({ text: clean.slice(cursor, a), mark: false })
    parts.push({ text: clean.slice(a, b), mark: true })
    cursor = b
  }
  if (cursor < end) parts.push({ text: clean.slice(cursor, end), mark: false })
  if (end < clean.length) parts.push({ text: '…', mark: false })
  return parts
}
