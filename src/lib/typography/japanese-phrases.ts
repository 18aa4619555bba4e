/**
 * Japanese phrase segmentation for headings (issue 11): Google's BudouX splits a heading into phrases
 * ("買い物を、" "もっと" "自由に。"), and the page allows line breaks only between them. It runs while the
 * server renders, so no script reaches the browser. Text without Japanese is returned whole: Latin text
 * keeps its normal word wrapping.
 */
import { loadDefaultJapaneseParser } from 'budoux'

/** Hiragana, katakana (full and half width) and CJK ideographs. */
const JAPANESE = /[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/

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
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(text, phrases)
  return phrases
}
