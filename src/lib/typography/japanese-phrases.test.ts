import { describe, expect, it } from 'vitest'

import { containsJapanese, japanesePhrases, widestPhraseEm } from './japanese-phrases'

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
})
