import { DEFAULT_LOCALE, isLocale } from '../i18n/locales'
import { localizedPath } from '../i18n/strategy'
import { previewSecretFor, type PreviewCollection, signPreviewToken } from '../lib/cms/preview-token'
import { env } from '../lib/env'

const PREVIEW_PATHS: Record<PreviewCollection, string> = {
  news: '/news/draft/',
  campaigns: '/campaign/draft/',
  banners: '/draft/',
}

/** The admin's Preview button: a signed link, valid for an hour, to this document's draft. */
export function previewUrl(collection: PreviewCollection, id: string | number, locale: unknown): string {
  const settings = env()
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE
  const token = signPreviewToken(previewSecretFor(settings), collection, String(id))
  const path = localizedPath(lang, PREVIEW_PATHS[collection], settings.I18N_STRATEGY)
  return `${settings.SITE_ORIGIN}${path}?id=${encodeURIComponent(String(id))}&token=${encodeURIComponent(token)}`
}
