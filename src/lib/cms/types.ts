/** The app's own content types. Pages and components see these, never CMS documents. */
import type { Locale } from '@/i18n/locales'

export type AppImage = { src: string; width: number; height: number; alt: string }

export const NEWS_CATEGORIES = ['news', 'press', 'product', 'event'] as const
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]

export type NewsSummary = {
  slug: string
  title: string
  excerpt: string
  publishedAt: string
  category: NewsCategory
  image: AppImage | null
}

/** Editor-set head tags (SEO fields); empty when the defaults (title, excerpt, main image) apply. */
export type SeoOverrides = { title: string | null; description: string | null; image: AppImage | null }

export type NewsArticle = NewsSummary & {
  seo: SeoOverrides
  /** Sanitized HTML from the rich-text body (text escaped, links sanitized). */
  bodyHtml: string
  updatedAt: string
  locale: Locale
}

export type NewsPage = {
  items: NewsSummary[]
  page: number
  totalPages: number
  totalItems: number
  category: NewsCategory | null
}

export type Adjacent = { previous: NewsSummary | null; next: NewsSummary | null }

export type CampaignSummary = {
  slug: string
  title: string
  summary: string
  startsAt: string
  endsAt: string
  image: AppImage | null
}

export type CampaignDetail = CampaignSummary & {
  seo: SeoOverrides
  bodyHtml: string
  cta: { label: string; url: string } | null
}

export const BANNER_PLACEMENTS = ['home-hero', 'home-strip'] as const
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number]
/** The message shown over a banner's picture (real text, in the page's language); null when the banner is a picture only. */
export type BannerMessage = { headline: string; subline: string | null; ctaLabel: string | null }
export type Banner = { id: string; title: string; href: string | null; placement: BannerPlacement; image: AppImage; message: BannerMessage | null }
/** A banner with its display period (loaders filter by it; components never see it). */
export type TimedBanner = Banner & { startsAt: string; endsAt: string | null }
