import { describe, expect, it } from 'vitest'

import { containsJapanese, japanesePhrases, NO_BREAK_PATTERN, NO_BREAK_TERMS, widestPhraseEm } from './japanese-phrases'

describe('japanesePhrases', () => {
  it('splits a Japanese heading at phrase boundaries, never inside a word', () => {
    expect(japanesePhrases('テクノロジーで変える仲間へ。')).toEqual(['テクノロジーで', '変える', '仲間へ。'])
    expect(japanesePhrases('買い物を、もっと自由に。')).toEqual(['買い物を、', 'もっと', '自由に。'])
  })

  it('keeps small kana and the closing punctuation with the phrase before them', () => {
    const phrases = japanesePhrases('開発プロジェクトの見える化を進めています。')
    expect(phrases.join('')).toBe('開発プロジェクトの見える化を進めています。')
    for (const phrase of phrases) {
      expect(phrase).not.toMatch(/^[ぁぃぅぇぉっゃゅょァィゥェォッャュョー、。]/)
    }
    expect(phrases.some((phrase) => phrase.includes('プロジェクト'))).toBe(true)
    expect(phrases.some((phrase) => phrase.includes('見える化'))).toBe(true)
  })

  it('returns text without Japanese whole, so English words wrap normally', () => {
    expect(japanesePhrases('Changing shopping with technology')).toEqual(['Changing shopping with technology'])
    expect(containsJapanese('AI camera')).toBe(false)
    expect(containsJapanese('AIカメラ')).toBe(true)
  })

  it('lets a long phrase break where katakana and kanji meet, and nowhere else', () => {
    // BudouX keeps these compounds whole: wider than a phone's line at a heading's size.
    expect(japanesePhrases('Skip Cart 30日間無料トライアル')).toEqual(['Skip Cart 30日間無料', 'トライアル'])
    expect(japanesePhrases('38店舗へのAIソリューション導入が完了しました')).toContain('導入が')
    // Not between Latin and katakana: "AI" would sit alone on a line (the heading shrinks to fit instead).
    expect(japanesePhrases('AIスマートショッピングカート「Skip Cart」の提供を開始しました')[0]).toBe('AIスマートショッピングカート')
    // Short phrases stay whole, and kana stay with the word before them.
    expect(japanesePhrases('AIカメラ')).toEqual(['AIカメラ'])
    expect(japanesePhrases('テクノロジーで変える仲間へ。')).toEqual(['テクノロジーで', '変える', '仲間へ。'])
    // No script change: a long katakana word is not cut (the heading shrinks to fit it instead).
    expect(japanesePhrases('Skip Cart（スマートショッピングカート）')).toEqual(['Skip Cart', '（スマートショッピングカート）'])
  })

  it('estimates the widest phrase in em: 1 per Japanese character, 0.6 per other, words apart at spaces', () => {
    expect(widestPhraseEm(['Skip Cart', '（スマートショッピングカート）'])).toBe(15)
    expect(widestPhraseEm(['Skip Cart 30日間無料', 'トライアル'])).toBeCloseTo(5.2)
    expect(widestPhraseEm(['AI', 'カメラ'])).toBe(3)
  })

  it('gives the same text back when joined', () => {
    const text = 'Skip Cartで、レジ待ちのない店舗体験を。'
    expect(japanesePhrases(text).join('')).toBe(text)
  })

  it('never leaves a lone kana and 。 to start a line, nor a short last word alone (issue 44)', () => {
    for (const text of ['ご相談ください。', '無事に帰れます。', 'ありがとうございました。', '24時間対応。']) {
      for (const phrase of japanesePhrases(text).slice(1)) expect(phrase, text).not.toMatch(/^[\u3040-\u30ff]。/)
    }
    expect(japanesePhrases('AIスマートショッピングカート「Skip Cart」の新モデルを発表').at(-1)).toBe('新モデルを発表')
    expect(japanesePhrases('スターターパック割引')).toEqual(['スターターパック割引'])
  })

  it('keeps a particle with the quotation it follows (「見えない」を, not a line starting with を)', () => {
    const phrases = japanesePhrases('AIカメラ：売場の「見えない」を見える化')
    expect(phrases.some((phrase) => phrase.startsWith('を'))).toBe(false)
    expect(phrases.join('')).toBe('AIカメラ：売場の「見えない」を見える化')
  })

  it('keeps a short opening bracket on the line of the phrase before it', () => {
    const phrases = japanesePhrases('本社と海外拠点（上海）のご案内')
    expect(phrases.some((phrase) => phrase.startsWith('（'))).toBe(false)
  })

  it('never breaks inside a listed name', () => {
    for (const text of ['カイモノAIのREAILとSkip Cartで、店舗を変える', 'AIカメラとカイモノAIの取り組み']) {
      const phrases = japanesePhrases(text)
      let offset = 0
      const breaks = phrases.slice(0, -1).map((phrase) => (offset += phrase.length))
      for (const match of text.matchAll(NO_BREAK_PATTERN)) {
        for (const at of breaks) expect(at > match.index && at < match.index + match[0].length, `${text} at ${at}`).toBe(false)
      }
    }
    expect(NO_BREAK_TERMS).toContain('Skip Cart')
    expect('Series A round'.match(NO_BREAK_PATTERN)).toEqual(['Series A'])
  })
})

