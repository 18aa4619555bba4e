import { env } from '../env'

/**
 * Every cache tag the public site uses, in one place. CMS hooks revalidate exactly these
 * (src/payload/hooks/revalidate.ts); loaders in this folder attach them.
 */
export const CACHE_TAGS = {
  news: 'news',
  newsArticle: (slug: string) => `news:${slug}`,
  campaigns: 'campaigns',
  campaign: (slug: string) => `campaign:${slug}`,
  banners: 'banners',
  /** Pages that show uploaded pictures outside news/campaigns/banners (leaders, interviews): a media edit expires it. */
  media: 'media',
  redirects: 'redirects',
  /** Landing pages built in the CMS (issue 46): the list (sitemap, proxy) and one page by its path. */
  pages: 'pages',
  page: (path: string) => `page:${path}`,
  offices: 'offices',
  leaders: 'leaders',
  interviews: 'interviews',
  occupations: 'occupations',
  companyProfile: 'company-profile',
  companyMessages: 'company-messages',
  home: 'home',
  siteFigures: 'site-figures',
  legal: (kind: string) => `legal:${kind}`,
} as const

/**
 * Fallback lifetime of cached CMS data. On-demand revalidation from the CMS hooks is immediate on the
 * instance that saved, and, with the shared cache on Redis (REDIS_URL, deploy/), on every instance.
 * This only bounds changes that come from the clock rather than an edit (a banner's display period, a
 * campaign ending, a future publish date) and, without Redis, how long another instance on the same
 * PostgreSQL can stay stale. See docs/decisions.md C2, C3 and D2.
 */
export const CMS_REVALIDATE_SECONDS = 30
/** With the shared cache, edits reach every instance at once, so only clock-driven changes use this. */
export const CMS_REVALIDATE_SECONDS_SHARED = 300

export function cmsRevalidateSeconds(sharedCache = Boolean(env().REDIS_URL)): number {
  return sharedCache ? CMS_REVALIDATE_SECONDS_SHARED : CMS_REVALIDATE_SECONDS
}
