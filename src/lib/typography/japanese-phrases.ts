/**
 * Japanese phrase segmentation for headings (docs/decisions.md L3): Google's BudouX splits a heading into phrases
 * ("買い物を、" "もっと" "自由に。"), and the page allows line breaks only between them. It runs while the
 * server renders, so no script reaches the browser. Text without Japanese is returned whole: Latin text
 * keeps its normal word wrapping.
 */
import { loadDefaultJapaneseParser } from 'budoux'

/** Unicode ranges, as the inside of a regular expression's character class. */
const RANGES = {
  hiragana: '\\u3040-\\u309f',
  katakana: '\\u30a0-\\u30ff\\u31f0-\\u31ff',
  halfWidthKatakana: '\\uff66-\\uff9f',
  kanji: '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff',
  /** Japanese punctuation (、。「」) and full-width forms (（）！０-９Ａ-Ｚ). */
  fullWidthPunctuation: '\\u3000-\\u303f\\uff01-\\uff60',
}
const anyOf = (...names: (keyof typeof RANGES)[]) => new RegExp(`[${names.map((name) => RANGES[name]).join('')}]`)

/** Hiragana, katakana (full and half width) and CJK ideographs. */
const JAPANESE = anyOf('hiragana', 'katakana', 'halfWidthKatakana', 'kanji')
const KATAKANA = anyOf('katakana', 'halfWidthKatakana')
const KANJI = anyOf('kanji')
/** Characters one em wide. */
const FULL_WIDTH = anyOf('hiragana', 'katakana', 'kanji', 'fullWidthPunctuation')

let parser: ReturnType<typeof loadDefaultJapaneseParser> | undefined
const cache = new Map<string, string[]>()
const CACHE_LIMIT = 2000

export function containsJapanese(text: string): boolean {
  return JAPANESE.test(text)
}

/** The phrases of `text`, in order; joined they give `text` back exactly. */
export function japanesePhrases(text: string): string[] {
  if (!containsJapanese(text)) return [text]
  const cached = cache.get(text)
  if (cached) return cached
  parser ??= loadDefaultJapaneseParser()
  const phrases: string[] = []
  for (const phrase of parser.parse(text)) {
    if (phrase.length === 0) continue
    // BudouX's model splits the common coinage 見える|化 ("visualisation"); keep a phrase that starts
    // with the suffix 化 on the line of the word it belongs to.
    if (phrases.length > 0 && phrase.startsWith('化')) phrases[phrases.length - 1] += phrase
    else phrases.push(phrase)
  }
  const split = keepTogether(text, phrases.flatMap(splitLongPhrase))
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(text, split)
  return split
}

/**
 * Names that never break (issue 44): product and brand names, in both scripts. A Japanese text never breaks
 * inside one (the phrases around it are joined), and the Phrases component keeps the Latin ones' spaces and
 * hyphens from breaking (`.nobr`), in English text too.
 */
export const NO_BREAK_TERMS = ['Skip Cart', 'Kaimono AI', 'カイモノAI', 'REAIL', 'AIカメラ', 'Series A', 'stock-out'] as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Any listed term, longest first. */
export const NO_BREAK_PATTERN = new RegExp([...NO_BREAK_TERMS].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|'), 'g')

const OPENING_BRACKET = /^[「『（【〈《〔［｛]/
const CLOSING_BRACKET = /[」』）】〉》〕］｝]$/
/** What may not start a line (kinsoku): closing punctuation, small kana, the long-vowel mark. */
const NO_LINE_START = /^[、。，．・：；！？」』）】〉》〕］｝ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶー々]/
/** A particle that belongs to the quoted word before it (「見えない」を). */
const PARTICLE = /^[をがはにへとでのもや]/
/** A lone kana with only punctuation after it (「い。」, 「た。」): it stays with the word it ends. */
const LONE_KANA = /^[\u3040-\u30ff][、。！？」』）]*$/
/** An opening bracket is kept on the line of the phrase before it while the two together stay this short (em). */
const BRACKET_JOIN_EM = 12

/**
 * Removes the break opportunities a reader would call wrong: inside a listed name, before closing punctuation or
 * small kana, before a particle after a closing bracket, before a lone kana ending a sentence, and before a short
 * opening bracket (a line starting with 「（」 looks indented; a longer bracketed phrase may still start a line,
 * where `text-spacing-trim` sets its bracket flush).
 */
function keepTogether(text: string, phrases: string[]): string[] {
  const protectedRanges: [number, number][] = []
  for (const match of text.matchAll(NO_BREAK_PATTERN)) protectedRanges.push([match.index, match.index + match[0].length])
  const out: string[] = []
  let offset = 0
  for (const phrase of phrases) {
    const previous = out[out.length - 1]
    const insideTerm = protectedRanges.some(([start, end]) => start < offset && offset < end)
    const join =
      previous !== undefined &&
      (insideTerm ||
        NO_LINE_START.test(phrase) ||
        LONE_KANA.test(phrase) ||
        (CLOSING_BRACKET.test(previous) && PARTICLE.test(phrase)) ||
        (OPENING_BRACKET.test(phrase) && widestPhraseEm([previous + phrase]) <= BRACKET_JOIN_EM))
    if (join) out[out.length - 1] = previous + phrase
    else out.push(phrase)
    offset += phrase.length
  }
  // A short last word alone on the last line (「…新モデルを／発表」, 「スターターパック／割引」) reads as left over.
  const last = out[out.length - 1]
  const beforeLast = out[out.length - 2]
  if (last !== undefined && beforeLast !== undefined && [...last.replace(/[、。！？」』）]+$/, '')].length <= 2 && widestPhraseEm([beforeLast + last]) <= SHORT_LAST_JOIN_EM) {
    out.splice(out.length - 2, 2, beforeLast + last)
  }
  return out
}

/** The last phrase joins the one before it while the two together stay this short (em). */
const SHORT_LAST_JOIN_EM = 10

/** A phrase longer than this may also break where its script changes (see splitLongPhrase). */
const LONG_PHRASE = 8

type Script = 'katakana' | 'kanji' | 'latin' | 'other'

function scriptOf(char: string): Script {
  if (KATAKANA.test(char)) return 'katakana'
  if (KANJI.test(char)) return 'kanji'
  if (/[A-Za-z]/.test(char)) return 'latin'
  return 'other'
}

/**
 * Where a word most often ends inside a long phrase: katakana and kanji meeting (無料|トライアル, ソリューション|導入).
 * Not Latin and katakana: 「AI|スマートショッピングカート」 left "AI" alone on a line; the heading shrinks instead.
 */
const WORD_EDGE = new Set(['kanji>katakana', 'katakana>kanji', 'latin>kanji'])
/** A Latin word is cut off the kanji after it only when it is this long ("Skip Cart|利用者の", not "AI|利用"). */
const LATIN_RUN_MIN = 4

/**
 * BudouX keeps compounds such as 「30日間無料トライアル」 in one phrase, which a heading on a phone then broke
 * anywhere (トライ|アル). A long phrase may also break where katakana and kanji meet, which is nearly always a
 * word's edge. Digits stay with the kanji after them (30日間), and kana with the word before them.
 */
function splitLongPhrase(phrase: string): string[] {
  const chars = [...phrase]
  if (chars.length <= LONG_PHRASE) return [phrase]
  const parts: string[] = []
  let start = 0
  for (let i = 1; i < chars.length; i++) {
    const edge = `${scriptOf(chars[i - 1]!)}>${scriptOf(chars[i]!)}`
    if (!WORD_EDGE.has(edge)) continue
    if (edge === 'latin>kanji' && !/[A-Za-z]{4}$|[A-Za-z]+ [A-Za-z]+$/.test(chars.slice(start, i).join('').slice(-LATIN_RUN_MIN - 6))) continue
    // Both sides keep at least two characters, so no part is a lone letter or kanji.
    if (i - start < 2 || chars.length - i < 2) continue
    parts.push(chars.slice(start, i).join(''))
    start = i
  }
  parts.push(chars.slice(start).join(''))
  return parts
}

/**
 * The width of the widest phrase (or word, where a phrase has spaces) in em, estimated: a Japanese
 * (full-width) character is 1 em, any other about 0.6 em (Inter's average). The Phrases component shrinks a
 * heading just enough that this phrase fits the line (globals.css, `.phrases`).
 */
export function widestPhraseEm(phrases: string[]): number {
  let widest = 0
  // A space is a break opportunity too, so the words around it are measured apart.
  for (const word of phrases.flatMap((phrase) => phrase.split(/\s+/))) {
    let width = 0
    for (const char of word) width += FULL_WIDTH.test(char) ? 1 : 0.6
    widest = Math.max(widest, width)
  }
  return widest
}
