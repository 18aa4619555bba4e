import { describe, expect, it } from 'vitest'

import { SEED_BANNERS_FROM, SEED_CAMPAIGNS, SEED_DATES_HOLD, SEED_NEWS } from './content'

const from = Date.parse(SEED_DATES_HOLD.from)
const until = Date.parse(SEED_DATES_HOLD.until)

describe('the seed looks the same on any day its dates hold for', () => {
  it('publishes every article and starts the banners before the span begins', () => {
    for (const item of SEED_NEWS) expect(Date.parse(item.publishedAt), item.slug).toBeLessThan(from)
    expect(Date.parse(SEED_BANNERS_FROM)).toBeLessThan(from)
  })

  it('keeps each campaign on one side of the span: running through it, or over before it', () => {
    for (const campaign of SEED_CAMPAIGNS) {
      const starts = Date.parse(campaign.startsAt)
      const ends = Date.parse(campaign.endsAt)
      expect(starts, campaign.slug).toBeLessThan(from)
      expect(ends <= from || ends >= until, `${campaign.slug} ends inside the span`).toBe(true)
    }
    expect(SEED_CAMPAIGNS.some((campaign) => Date.parse(campaign.endsAt) >= until)).toBe(true)
  })
})
