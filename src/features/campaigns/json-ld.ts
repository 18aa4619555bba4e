import type { Locale } from '@/i18n/locales'
import type { CampaignDetail } from '@/lib/cms/types'
import { env } from '@/lib/env'
import { organizationRef, serializeJsonLd } from '@/lib/json-ld'
import { absoluteUrl, OG_IMAGE } from '@/lib/seo'

/**
 * A campaign page as a schema.org Article (schema.org has no "campaign"; Event would call for a venue).
 * Its period is the article's dates: published when it starts, valid until it ends.
 */
export function campaignJsonLd(campaign: CampaignDetail, locale: Locale): string {
  const origin = env().SITE_ORIGIN
  return serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: campaign.title,
    description: campaign.summary || undefined,
    datePublished: campaign.startsAt,
    expires: campaign.endsAt,
    inLanguage: locale === 'ja' ? 'ja' : 'en-US',
    mainEntityOfPage: absoluteUrl(locale, `/campaign/${campaign.slug}/`),
    image: [origin + (campaign.image ? `/_ipx/w_1280,f_jpeg${campaign.image.src}` : OG_IMAGE.path)],
    author: organizationRef(locale),
    publisher: organizationRef(locale),
  })
}
