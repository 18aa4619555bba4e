import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { resolveLocale } from '@/i18n/params'
import type { Locale } from '@/i18n/locales'
import { isValidSlug } from '@/lib/cms/query'
import type { AppImage, SeoOverrides } from '@/lib/cms/types'
import { buildMetadata, shareImage } from '@/lib/seo'
import { SHARE_CARD_SIZE } from '@/features/share-card/share-card-size'
import { shareCardPath } from '@/features/share-card/share-card-path'

type Params = Promise<{ locale: string; slug: string }>

/** What the head tags need of a news article or a campaign. */
type Article = { slug: string; title: string; image: AppImage | null; seo: SeoOverrides; liveLocales?: Locale[]; updatedAt?: string }

/**
 * The `[slug]` route of a news article or a campaign: one lookup shared by the head tags and the page, a 404
 * for a slug that is malformed or not published, and the head tags from the editor's SEO fields when set
 * (otherwise the title, the summary and the main image).
 *
 * The page module exports `generateStaticParams` returning `[]` itself (Next reads it from the module): the
 * page is then generated on its first request and kept until the CMS expires its cache tags (a publish, an
 * edit, an unpublish or a delete; src/payload/hooks/revalidate.ts). None is built ahead: a build needs no
 * database content, and a new article is served at once.
 */
export function articleRoute<T extends Article>(route: {
  /** Which share card stands in when the editor chose no picture (src/features/share-card). */
  kind: 'news' | 'campaign'
  load: (locale: Locale, slug: string) => Promise<T | null>
  path: (slug: string) => string
  summary: (article: T) => string
  type?: 'article'
  render: (article: T, locale: Locale) => Promise<ReactNode> | ReactNode
}) {
  async function find(params: Params) {
    const { slug } = await params
    const locale = await resolveLocale(params)
    const article = isValidSlug(slug) ? await route.load(locale, slug) : null
    return { locale, article }
  }

  // Metadata never throws notFound(): the page does, so the 404 is rendered in the server HTML.
  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { locale, article } = await find(params)
    // The not-found page gives the title, and Next the one robots noindex.
    if (!article) return {}
    return buildMetadata({
      locale,
      path: route.path(article.slug),
      title: article.seo.title ?? article.title,
      description: article.seo.description ?? (route.summary(article) || article.title),
      type: route.type,
      // The editor's share picture, else the main picture, else the generated card with the title.
      image: shareImage(article.seo.image ?? article.image) ?? {
        url: shareCardPath(locale, route.kind, article.slug, article.updatedAt),
        ...SHARE_CARD_SIZE,
        alt: article.seo.title ?? article.title,
      },
      // A language the article is not published in has no page, so no hreflang alternate either.
      locales: article.liveLocales,
    })
  }

  async function Page({ params }: { params: Params }) {
    const { locale, article } = await find(params)
    if (!article) notFound()
    return route.render(article, locale)
  }

  return { generateMetadata, Page }
}
