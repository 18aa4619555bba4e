import 'server-only'

import { localeCookieString } from '@/i18n/locale-cookie'
import { isLocale, LOCALE_COOKIE, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/strategy'
import { env } from '@/lib/env'
import { i18nStrategy } from '@/lib/env.public'

/** The language switcher's link before (or without) JavaScript (docs/decisions.md R8). */
export const SWITCH_LANGUAGE_PATH = '/api/switch-language/'

const PATH = /^\/(?:[A-Za-z0-9._~\-%]+\/)*(?:[A-Za-z0-9._~\-%]+)?$/
const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }

/** The path itself, then each parent up to the home: `/news/a/` → `/news/a/`, `/news/`, `/`. */
export function nearestCandidates(path: string): string[] {
  const parts = path.split('/').filter(Boolean)
  return [...parts.map((_, i) => `/${parts.slice(0, parts.length - i).join('/')}/`), '/']
}

/** Whether the page answers on this server (a HEAD through the whole server, so every kind of 404 counts). */
async function exists(locale: Locale, path: string): Promise<boolean> {
  const port = process.env.PORT ?? '3000'
  const response = await fetch(`http://127.0.0.1:${port}${localizedPath(locale, path, i18nStrategy)}`, {
    method: 'HEAD',
    redirect: 'manual',
    // no_prefix: the language is the cookie's.
    headers: { Cookie: `${LOCALE_COOKIE.name}=${locale}`, 'Accept-Language': locale },
    signal: AbortSignal.timeout(5_000),
  }).catch(() => null)
  return response !== null && response.status >= 200 && response.status < 400
}

/**
 * GET /api/switch-language/?to=<locale>&path=<the page's path without its locale prefix>: a 303 to that page in
 * `to` when it exists there, else to its nearest parent that does, else to that language's home; the choice is
 * remembered in the locale cookie as the switcher's click does. Bad input: 400. Never cached.
 */
export async function switchLanguage(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const to = url.searchParams.get('to')
  const path = url.searchParams.get('path') ?? '/'
  if (!isLocale(to) || path.length > 512 || !PATH.test(path) || path.includes('//')) {
    return new Response('Bad request: to must be a language of the site and path a path of the site.\n', { status: 400, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  let target = localizedPath(to, '/', i18nStrategy)
  for (const candidate of nearestCandidates(path).slice(0, 6)) {
    if (candidate === '/' || (await exists(to, candidate))) {
      target = localizedPath(to, candidate, i18nStrategy)
      break
    }
  }
  return new Response(null, {
    status: 303,
    headers: { ...NO_STORE, Location: target, 'Set-Cookie': localeCookieString(to, env().SITE_ORIGIN.startsWith('https://')) },
  })
}
