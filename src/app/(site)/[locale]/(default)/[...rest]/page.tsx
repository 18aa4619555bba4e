import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LandingPageView } from '@/features/landing/LandingPageView'
import { shareCardPath } from '@/features/share-card/share-card-path'
import { SHARE_CARD_SIZE } from '@/features/share-card/share-card-size'
import { resolveLocale } from '@/i18n/params'
import { getLandingPage } from '@/lib/cms/landing'
import { landingPathFromSegments, landingSitePath } from '@/lib/landing-paths'
import { buildMetadata, shareImage } from '@/lib/seo'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

async function find(params: Props['params']) {
  const { rest } = await params
  const locale = await resolveLocale(params)
  const path = landingPathFromSegments(rest)
  return { locale, page: path ? await getLandingPage(locale, path) : null }
}

/**
 * Any other path: a landing page an editor built in the CMS (issue 46), or that language's not-found page with
 * 404. The proxy lets only the published pages' paths through (src/proxy.ts); a page is generated on its first
 * request and kept until a publish expires its tags (src/features/landing/cms/pages.ts).
 */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await find(params)
  if (!page) return {}
  const hero = page.blocks.find((block) => block.kind === 'hero')
  return buildMetadata({
    locale,
    path: landingSitePath(page.path),
    title: page.seo.title ?? page.title,
    description: page.seo.description ?? (page.summary || page.title),
    // The editor's share picture, else the hero's, else the generated card with the title (as articles do).
    image: shareImage(page.seo.image ?? (hero?.kind === 'hero' ? hero.image : null)) ?? {
      url: shareCardPath(locale, 'page', page.path, page.updatedAt),
      ...SHARE_CARD_SIZE,
      alt: page.seo.title ?? page.title,
    },
    // A language the page is not published in has no page, so no hreflang alternate either.
    locales: page.liveLocales,
  })
}

export default async function LandingOrUnknownPage({ params }: Props) {
  const { locale, page } = await find(params)
  if (!page) notFound()
  return <LandingPageView page={page} locale={locale} />
}
