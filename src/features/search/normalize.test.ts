import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { foldText, indexTokens, MAX_QUERY_LENGTH, MAX_TERMS, matchRanges, queryTerms, snippet, termTokens } from './normalize'

/** Whether a query's every term is found among a text's index tokens, as the databases match them. */
function matches(text: string, query: string): boolean {
  const tokens = indexTokens(text).split(' ')
  return queryTerms(query).every((term) => {
    const { tokens: want, prefix } = termTokens(term)
    for (let i = 0; i + want.length <= tokens.length; i++) {
      const ok = want.every((token, k) => (prefix && k === want.length - 1 ? tokens[i + k].startsWith(token) : tokens[i + k] === token))
      if (ok) return true
    }
    return false
  })
}

describe('Japanese folding', () => {
  it('reads half-width katakana, hiragana and katakana as the same word (ｶｰﾄ, かーと, カート)', () => {
    expect(foldText('ｶｰﾄ')).toBe(foldText('カート'))
    expect(foldText('かーと')).toBe(foldText('カート'))
    expect(foldText('ﾊﾞｯｸﾞ')).toBe(foldText('バッグ'))
  })

  it('ignores long-vowel marks and small kana (サーバー ≈ サーバ, ッ ≈ ツ)', () => {
    expect(foldText('サーバー')).toBe(foldText('サーバ'))
    expect(foldText('ショッピング')).toBe(foldText('シヨツピング'))
  })

  it('folds full-width Latin letters and digits and case (ＳＫＩＰ２ → skip2)', () => {
    expect(foldText('ＳＫＩＰ２')).toBe('skip2')
  })

  it('turns control characters and lone surrogates into spaces', () => {
    expect(foldText('a\u0000b\ud800c\u007f')).toBe('a b c ')
  })
})

describe('matching as a Japanese reader expects', () => {
  it('finds a word inside a compound: レジ in レジ待ち, 福岡 in 福岡市', () => {
    expect(matches('レジ待ちを解消します', 'レジ')).toBe(true)
    expect(matches('本社は福岡市にあります', '福岡')).toBe(true)
    expect(matches('本社は福岡市にあります', '福岡市')).toBe(true)
  })

  it('finds a single character anywhere in a run, even the last one', () => {
    expect(matches('福岡市', '市')).toBe(true)
    expect(matches('福岡市', '福')).toBe(true)
  })

  it('needs every term (AND) and keeps a phrase in order', () => {
    expect(matches('福岡で求人中', '求人 福岡')).toBe(true)
    expect(matches('福岡で募集中', '求人 福岡')).toBe(false)
    expect(matches('待ちレジ', 'レジ待ち')).toBe(false)
  })

  it('stems English and folds its case: carts finds cart, Monitoring finds monitor', () => {
    expect(matches('Skip Cart for retail', 'carts')).toBe(true)
    expect(matches('Shelf monitor', 'Monitoring')).toBe(true)
  })

  it('splits a query that mixes scripts without spaces (AIカメラ)', () => {
    expect(queryTerms('AIカメラ').map((t) => t.kind)).toEqual(['word', 'japanese'])
    expect(matches('AI カメラで棚を見守る', 'AIカメラ')).toBe(true)
  })
})

describe('queries are bounded and inert', () => {
  it('drops query syntax: quotes, *, NEAR, OR and - are plain words or nothing', () => {
    for (const query of ['"', '*', '"a" OR "b"', 'NEAR(a b)', '-x', '^', ':', '{title_t}:x', "'; DROP TABLE search_fts; --"]) {
      for (const term of queryTerms(query)) {
        for (const token of termTokens(term).tokens) expect(token).toMatch(/^[\p{L}\p{N}]+$/u)
      }
    }
  })

  it('takes a CJK radical (a symbol of the Han script, ⺀) for a separator, not a word', () => {
    expect(queryTerms('⺀')).toEqual([])
    expect(queryTerms('棚⺀カート').map((t) => t.text)).toEqual(['棚', 'かと'])
  })

  it(`reads at most ${MAX_QUERY_LENGTH} characters and ${MAX_TERMS} terms of any input`, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2000 }), (input) => {
        const terms = queryTerms(input)
        expect(terms.length).toBeLessThanOrEqual(MAX_TERMS)
        for (const term of terms) for (const token of termTokens(term).tokens) expect(token).toMatch(/^[\p{L}\p{N}]+$/u)
      }),
    )
  })
})

describe('snippets', () => {
  it('marks the words as written in the text, whatever form the query took', () => {
    const parts = snippet('ｶｰﾄとカートとCarts', queryTerms('かーと cart'))
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['ｶｰﾄ', 'カート', 'Carts'])
  })

  it('cuts long text around the first match', () => {
    const text = `${'あ'.repeat(300)}レジ待ち${'い'.repeat(300)}`
    const parts = snippet(text, queryTerms('レジ'))
    expect(parts[0].text).toBe('…')
    expect(parts.some((p) => p.mark && p.text === 'レジ')).toBe(true)
    expect(parts.map((p) => p.text).join('').length).toBeLessThan(130)
  })

  it('never splits a surrogate pair or fails on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.string({ maxLength: 20 }), (text, query) => {
        const joined = snippet(text, queryTerms(query))
          .map((p) => p.text)
          .join('')
        expect(joined).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/)
        expect(matchRanges(text, queryTerms(query)).every(([a, b]) => a < b)).toBe(true)
      }),
    )
  })
})
