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
} as const
