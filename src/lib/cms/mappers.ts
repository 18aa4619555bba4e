/**
 * The only place that knows the shape of CMS documents: each function turns one into the app's
 * own type (STYLE habit 2).
 */
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'

import { containsJapanese, japanesePhrases, NO_BREAK_PATTERN } from '@/lib/typography/japanese-phrases'
import type { SerializedEditorState } from 'lexical'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import type { Banner as BannerDoc, Campaign as CampaignDoc, Media, News as NewsDoc } from '@/payload/payload-types'

import {
  type AppImage,
  type Banner,
  BANNER_PLACEMENTS,
  type BannerPlacement,
  type CampaignDetail,
  type CampaignSummary,
  NEWS_CATEGORIES,
  type NewsArticle,
  type NewsCategory,
  type NewsSummary,
  type SeoOverrides,
  type TimedBanner,
} from './types'
import { toFocalPoint } from './focal-point'
import { richTextLinkConverters } from './rich-text-links'
import { liveLocalesOf } from './query'

/** CMS uploads are served through the image endpoint under /media/ (see src/features/images). */
export function toAppImage(media: number | Media | null | undefined, fallbackAlt: string): AppImage | null {
  if (!media || typeof media !== 'object' || !media.filename) return null
  return {
    src: `/media/${encodeURIComponent(media.filename)}`,
    width: media.width ?? 1200,
    height: media.height ?? 675,
    alt: media.alt || fallbackAlt,
    focus: toFocalPoint(media),
  }
}

/** Rich text as HTML; links to the site's pages point at their URL in `locale` (rich-text-links.ts). */
export function richTextToHtml(value: unknown, locale: Locale = DEFAULT_LOCALE): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return withLineBreakRules(
    convertLexicalToHTML({
      data: value as SerializedEditorState,
      disableContainer: true,
      converters: ({ defaultConverters }) => ({ ...defaultConverters, ...richTextLinkConverters(locale) }),
    }),
  )
}

/**
 * The article's text with the line-break rules of the rest of the site (issue 44; the Phrases component does the
 * same for page copy): <wbr> between Japanese phrases, and product names that never break (NO_BREAK_TERMS) in a
 * `.nobr` span. Only text between tags is touched; it is already escaped, and neither change adds a character.
 */
export function withLineBreakRules(html: string): string {
  return html.replace(/>([^<]+)</g, (_, text: string) => {
    const phrased = containsJapanese(text) ? japanesePhrases(text).join('<wbr>') : text
    return `>${phrased.replace(NO_BREAK_PATTERN, (term) => (/[\s-]/.test(term) ? `<span class="nobr">${term}</span>` : term))}<`
  })
}

function toCategory(value: string | null | undefined): NewsCategory {
  return (NEWS_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as NewsCategory) : 'news'
}

/**
 * The fields each mapper reads: the loaders `select` these, and Payload types a selected document as
 * exactly the chosen fields, so a mapper never sees a field its query did not ask for.
 */
export type NewsSummaryDoc = Pick<NewsDoc, 'slug' | 'title' | 'excerpt' | 'publishedAt' | 'category'> & Partial<Pick<NewsDoc, 'mainImage'>>
export type CampaignSummaryDoc = Pick<CampaignDoc, 'slug' | 'title' | 'summary' | 'startsAt' | 'endsAt' | 'image'>

export function toNewsSummary({ slug, title, excerpt, publishedAt, category, mainImage }: NewsSummaryDoc): NewsSummary {
  return { slug, title, excerpt: excerpt ?? '', publishedAt, category: toCategory(category), image: toAppImage(mainImage, title) }
}

type MetaFields = { title?: string | null; description?: string | null; image?: number | Media | null } | null | undefined

/** The SEO plugin's meta group; blank values mean "use the page's default". */
export function toSeoOverrides(meta: MetaFields, fallbackAlt: string): SeoOverrides {
  return {
    title: meta?.title?.trim() || null,
    description: meta?.description?.trim() || null,
    image: toAppImage(meta?.image, fallbackAlt),
  }
}

export function toNewsArticle(doc: NewsDoc, locale: Locale): NewsArticle {
  return { ...toNewsSummary(doc), bodyHtml: richTextToHtml(doc.body, locale), updatedAt: doc.updatedAt, locale, seo: toSeoOverrides(doc.meta, doc.title), liveLocales: liveLocalesOf(doc) }
}

export function toCampaignSummary({ slug, title, summary, startsAt, endsAt, image }: CampaignSummaryDoc): CampaignSummary {
  return { slug, title, summary: summary ?? '', startsAt, endsAt, image: toAppImage(image, title) }
}

export function toCampaignDetail(doc: CampaignDoc, locale: Locale = DEFAULT_LOCALE): CampaignDetail {
  const label = doc.cta?.label?.trim()
  const url = doc.cta?.url?.trim()
  return {
    ...toCampaignSummary(doc),
    bodyHtml: richTextToHtml(doc.body, locale),
    seo: toSeoOverrides(doc.meta, doc.title),
    liveLocales: liveLocalesOf(doc),
    cta: label && url && isSafeLink(url) ? { label, url } : null,
  }
}

export function toBanner(doc: BannerDoc): Banner | null {
  const image = toAppImage(doc.image, doc.title)
  if (!image) return null
  const href = doc.link && isSafeLink(doc.link) ? doc.link : null
  const placement = (BANNER_PLACEMENTS as readonly string[]).includes(doc.placement) ? (doc.placement as BannerPlacement) : 'home-hero'
  const headline = doc.headline?.trim()
  const message = headline ? { headline, subline: doc.subline?.trim() || null, ctaLabel: (href && doc.ctaLabel?.trim()) || null } : null
  return { id: String(doc.id), title: doc.title, href, placement, image, message }
}

export function toTimedBanner(doc: BannerDoc): TimedBanner | null {
  const banner = toBanner(doc)
  return banner ? { ...banner, startsAt: doc.startsAt, endsAt: doc.endsAt ?? null } : null
}

/** Only site-relative paths and http(s) URLs become links; anything else (javascript:, data:) is dropped. */
export function isSafeLink(url: string): boolean {
  return /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url)
}
