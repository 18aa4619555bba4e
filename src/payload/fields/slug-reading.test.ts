import { describe, expect, it } from 'vitest'

import { suggestSlugFromTitle } from './slug-reading'

describe('slugs from Japanese titles', () => {
  it('reads Japanese as Japanese, in Hepburn without macrons, not as Chinese pinyin', async () => {
    expect(await suggestSlugFromTitle('検証新サービス スマート棚のご紹介')).toBe('kensho-shin-sabisu-sumato-tana-no-go-shokai')
    expect(await suggestSlugFromTitle('東京本社を移転しました')).toBe('tokyo-honsha-o-iten-shi-mashi-ta')
    expect(await suggestSlugFromTitle('AIカメラ「Skip Cart」が大阪で導入開始')).toBe('ai-kamera-skip-cart-ga-osaka-de-donyu-kaishi')
  }, 60_000)

  it('keeps an English title as it is', async () => {
    expect(await suggestSlugFromTitle('Spring Sale 2026')).toBe('spring-sale-2026')
  })
})
