import type { Locale } from '@/i18n/locales'

import { env } from './env'
import { absoluteUrl, OG_IMAGE, siteName } from './seo'

/** Serializes JSON-LD for a <script> tag; '<' is escaped so content can never close the tag. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export function organizationJsonLd(locale: Locale): string {
  const settings = env()
  return serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteName(locale),
    alternateName: locale === 'ja' ? settings.COMPANY_NAME_EN : settings.COMPANY_NAME_JA,
    url: absoluteUrl(locale, '/'),
    logo: `${settings.SITE_ORIGIN}/icon.svg`,
    image: settings.SITE_ORIGIN + OG_IMAGE.path,
    email: settings.CONTACT_EMAIL,
  })
}

/** The company as author or publisher of a page, with its home page and logo. */
export function organizationRef(locale: Locale): object {
  const origin = env().SITE_ORIGIN
  return {
    '@type': 'Organization',
    name: siteName(locale),
    url: absoluteUrl(locale, '/'),
    logo: { '@type': 'ImageObject', url: `${origin}/icon.svg` },
  }
}
