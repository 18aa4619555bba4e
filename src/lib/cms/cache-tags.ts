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
  media: 'media',
  redirects: 'redirects',
} as const

/**
 * Fallback lifetime of cached CMS data, and so of every page that shows it (Next gives a page the
 * shortest lifetime of the data it reads). On-demand revalidation from the CMS hooks is immediate
 * on the instance that saved; this bounds how long another instance (several app servers on one
 * PostgreSQL) or a time-based change (a banner's display period, a campaign ending, a future
 * publish date) can stay stale. See docs/decisions.md, "CMS content and caching".
 */
export const CMS_REVALIDATE_SECONDS = 30
