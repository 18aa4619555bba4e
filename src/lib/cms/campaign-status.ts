import type { CampaignSummary } from './types'

/** Whether a campaign is running at `now` (no server code: the admin's live preview uses it in the browser). */
export type CampaignStatus = 'upcoming' | 'current' | 'past'

export function campaignStatus(campaign: Pick<CampaignSummary, 'startsAt' | 'endsAt'>, now = new Date()): CampaignStatus {
  const t = now.getTime()
  if (t < Date.parse(campaign.startsAt)) return 'upcoming'
  return t < Date.parse(campaign.endsAt) ? 'current' : 'past'
}
