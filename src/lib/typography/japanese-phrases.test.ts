import { describe, expect, it } from 'vitest'

import { containsJapanese, japanesePhrases } from './japanese-phrases'

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

  it('gives the same text back when joined', () => {
    const text = 'Skip Cartで、レジ待ちのない店舗体験を。'
    expect(japanesePhrases(text).join('')).toBe(text)
  })
})
