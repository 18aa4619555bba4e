/**
 * Links in rich text: besides a URL or a CMS document, an editor may pick one of the site's own pages
 * (src/lib/site-routes.ts). Such a link stores the page's internal path ('/company/'),
 * never a language-specific URL, and becomes the page's URL in the language the text is shown in.
 */
import { LinkHTMLConverter } from '@payloadcms/richtext-lexical/html'
import type { HTMLConverters } from '@payloadcms/richtext-lexical/html'

import { SITE_ROUTES } from '@/lib/site-routes'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/strategy'
import { i18nStrategy } from '@/lib/env.public'

/** The value of the link dialog's 「リンクの種類」 for a page of this site. */
export const SITE_PAGE_LINK_TYPE = 'page'

const SITE_PAGE_PATHS: ReadonlySet<string> = new Set(SITE_ROUTES.map((route) => route.path))

export function isSitePagePath(value: unknown): value is string {
  return typeof value === 'string' && SITE_PAGE_PATHS.has(value)
}

/** The public URL of a site page in a language ('/company/' → '/en/company/'); null for a path that is no page. */
export function sitePageHref(path: unknown, locale: Locale): string | null {
  return isSitePagePath(path) ? localizedPath(locale, path, i18nStrategy) : null
}

type LinkFields = { linkType?: string; page?: unknown; url?: string | null; newTab?: boolean | null }

/**
 * Payload's link converter, with site-page links turned into the page's URL in `locale`. Links to CMS
 * documents (news, campaigns) go to the document's page when it was loaded with its slug, else nowhere.
 */
export function richTextLinkConverters(locale: Locale): HTMLConverters {
  const base = LinkHTMLConverter({
    internalDocToHref: ({ linkNode }) => {
      const doc = linkNode.fields.doc
      const value = doc?.value
      const slug = value && typeof value === 'object' && 'slug' in value ? (value as { slug?: unknown }).slug : null
      if (typeof slug !== 'string' || !slug) return '#'
      if (doc?.relationTo === 'news') return localizedPath(locale, `/news/${slug}/`, i18nStrategy)
      if (doc?.relationTo === 'campaigns') return localizedPath(locale, `/campaign/${slug}/`, i18nStrategy)
      return '#'
    },
  })
  const link = base.link
  return {
    ...base,
    link: (args) => {
      const fields = args.node.fields as LinkFields
      if (fields.linkType !== SITE_PAGE_LINK_TYPE || typeof link !== 'function') return typeof link === 'function' ? link(args) : ''
      const href = sitePageHref(fields.page, locale) ?? '#'
      // Reuse Payload's converter (escaping, new-tab attributes) with the page's URL as a custom URL.
      return link({ ...args, node: { ...args.node, fields: { ...args.node.fields, linkType: 'custom', url: href } } } as typeof args)
    },
  }
}
