import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { DEFAULT_LOCALE, LOCALE_ISO, LOCALE_OG, LOCALES, type Locale } from '@/i18n/locales'
import type { PageKey } from '@/i18n/messages'
import { localizedPath } from '@/i18n/strategy'

import { env } from './env'
import { i18nStrategy } from './env.public'

export const OG_IMAGE = { path: '/images/og-default.png', width: 1200, height: 630 }

/** Width of a CMS image shared in og:image and JSON-LD. */
const SHARE_WIDTH = 1280

/** The site path of a CMS image as a 1280 px JPEG from the image endpoint (what link previews read). */
export function shareImagePath(src: string): string {
  return `/_ipx/w_${SHARE_WIDTH},f_jpeg${src}`
}

/** A CMS image as the share image: a 1280 px JPEG from the image endpoint (undefined: the site default). */
export function shareImage(image: { src: string; width: number; height: number; alt: string } | null): { url: string; width: number; height: number; alt: string } | undefined {
  if (!image) return undefined
  return { url: shareImagePath(image.src), width: SHARE_WIDTH, height: Math.round((SHARE_WIDTH * image.height) / image.width), alt: image.alt }
}

/** Absolute URL on the public origin of a locale's version of an internal path. */
export function absoluteUrl(locale: Locale, path: string): string {
  return env().SITE_ORIGIN + localizedPath(locale, path, i18nStrategy)
}

/**
 * hreflang alternates: each language (by code and by ISO tag) and x-default (the default locale, or the first
 * language the page exists in when that is not the default). `locales`: the languages the page exists in (a CMS
 * document published in some languages only); every language when not given.
 */
export function alternateLanguages(path: string, locales: readonly Locale[] = LOCALES): Record<string, string> {
  const languages: Record<string, string> = {}
  for (const locale of LOCALES.filter((l) => locales.includes(l))) {
    languages[locale] = absoluteUrl(locale, path)
    if (LOCALE_ISO[locale] !== locale) languages[LOCALE_ISO[locale]] = absoluteUrl(locale, path)
  }
  const fallback = locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locales[0]
  if (fallback) languages['x-default'] = absoluteUrl(fallback, path)
  return languages
}

export function siteName(locale: Locale): string {
  return locale === 'ja' ? env().COMPANY_NAME_JA : env().COMPANY_NAME_EN
}

/**
 * Head tags for a page: title and description from translations, canonical from the public origin
 * plus the route path, alternates, and Open Graph with an absolute share image.
 */
export function buildMetadata(input: {
  locale: Locale
  path: string
  title: string
  description: string
  image?: { url: string; width: number; height: number; alt?: string }
  type?: 'website' | 'article'
  noIndex?: boolean
  /** The languages the page exists in (hreflang alternates); every language when not given. */
  locales?: readonly Locale[]
}): Metadata {
  const { locale, path, title, description } = input
  const name = siteName(locale)
  const canonical = absoluteUrl(locale, path)
  const image = input.image ?? { url: OG_IMAGE.path, width: OG_IMAGE.width, height: OG_IMAGE.height, alt: name }
  const imageUrl = image.url.startsWith('http') ? image.url : env().SITE_ORIGIN + image.url
  return {
    metadataBase: new URL(env().SITE_ORIGIN),
    title: path === '/' ? title : `${title} | ${name}`,
    description,
    alternates: { canonical, languages: alternateLanguages(path, input.locales) },
    openGraph: {
      type: input.type ?? 'website',
      siteName: name,
      title,
      description,
      url: canonical,
      locale: LOCALE_OG[locale],
      alternateLocale: (input.locales ?? LOCALES).filter((l) => l !== locale).map((l) => LOCALE_OG[l]),
      images: [{ url: imageUrl, width: image.width, height: image.height, alt: image.alt ?? name }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [imageUrl] },
    robots: input.noIndex ? { index: false, follow: false } : undefined,
  }
}

/** Metadata for a static route whose title and description live in messages under pages.<key>. */
export async function staticPageMetadata(locale: Locale, key: PageKey, path: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'pages' })
  // Copy names the company through {company}, filled from settings (COMPANY_NAME_JA/EN).
  const values = { company: siteName(locale) }
  return buildMetadata({ locale, path, title: t(`${key}.title`, values), description: t(`${key}.description`, values) })
}
