import type { RootLivePreviewConfig } from 'payload'

import { DEFAULT_LOCALE, isLocale } from '../../i18n/locales'
import { localizedPath } from '../../i18n/strategy'
import { env } from '../../lib/env'

/** Collections shown in the admin's live preview (rendered by /draft/live/, src/features/cms-preview/live). */
export const LIVE_PREVIEW_COLLECTIONS = ['leaders', 'offices', 'interviews', 'occupations', 'legal-pages', 'news', 'campaigns', 'pages', 'banners'] as const
/** Globals shown in the live preview. */
export const LIVE_PREVIEW_GLOBALS = ['company-profile', 'company-messages', 'home', 'site-figures'] as const
export type LivePreviewGlobal = (typeof LIVE_PREVIEW_GLOBALS)[number]
export type LivePreviewCollection = (typeof LIVE_PREVIEW_COLLECTIONS)[number]

/** The origins the site is served at: the admin's frame must be on the origin the editor uses. */
function allowedOrigins(): string[] {
  const settings = env()
  return [settings.SITE_ORIGIN, ...(settings.ALLOWED_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean) ?? [])]
}

/** The site origin the request came in on (SITE_ORIGIN or one of ALLOWED_ORIGINS; SITE_ORIGIN otherwise). */
export function requestOrigin(headers: Headers | undefined): string {
  const origins = allowedOrigins()
  const host = headers?.get('host')
  if (host) {
    const found = origins.find((origin) => new URL(origin).host === host)
    if (found) return found
  }
  return origins[0]
}

/**
 * The admin's live preview: a frame on the site's own origin showing the document being edited, in the
 * locale the editor has chosen, at phone and PC widths. The frame's page listens for the form's data
 * (Payload's postMessage), so the preview changes as the editor types, before anything is saved.
 */
export const livePreviewConfig: RootLivePreviewConfig = {
  collections: [...LIVE_PREVIEW_COLLECTIONS],
  globals: [...LIVE_PREVIEW_GLOBALS],
  breakpoints: [
    // Payload takes one string per breakpoint, not one per admin language: the Japanese admin shows
    // 「スマートフォン(390)」 in its place (src/payload/admin/FixedEnglishLabels.client.tsx).
    { name: 'phone', label: 'Phone (390)', width: 390, height: 844 },
    { name: 'pc', label: 'PC (1366)', width: 1366, height: 900 },
  ],
  url: ({ data, locale, collectionConfig, globalConfig, req }) => {
    const code = typeof locale === 'string' ? locale : locale?.code
    const lang = isLocale(code) ? code : DEFAULT_LOCALE
    const path = `${requestOrigin(req?.headers)}${localizedPath(lang, '/draft/live/', env().I18N_STRATEGY)}`
    if (globalConfig) return `${path}?global=${encodeURIComponent(globalConfig.slug)}`
    if (!collectionConfig || !data?.id) return null
    return `${path}?collection=${encodeURIComponent(collectionConfig.slug)}&id=${encodeURIComponent(String(data.id))}`
  },
}
