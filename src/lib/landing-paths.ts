/**
 * Paths of the landing pages editors build in the CMS (issue 46): pure rules shared by the collection's
 * validation, the loader, the proxy and the sitemap. A page's path is stored without slashes at either end
 * (`lp/seminar-2027`) and served at `/lp/seminar-2027/` and `/en/lp/seminar-2027/`.
 */
import { LOCALES } from '../i18n/locales'
import { SITE_ROUTES } from './site-routes'

/** Lower-case words joined by hyphens, up to four levels: `lp/seminar-2027`, `event/retail-expo`. */
const PATH_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3}$/
export const LANDING_PATH_MAX_LENGTH = 120

/**
 * First segments a landing page may not take, compared in lower case: every fixed route of the site (a page
 * below `/company/` would sit in that section's navigation and could shadow a future fixed page), the locale
 * prefixes (the `/en/` forms), and the paths the server answers itself.
 */
const RESERVED_FIRST_SEGMENTS = new Set<string>([
  ...SITE_ROUTES.map((route) => route.path.split('/')[1]?.toLowerCase()).filter((segment): segment is string => Boolean(segment)),
  ...LOCALES,
  'draft',
  'api',
  'admin',
  'media',
  'images',
  'fonts',
  'sitemaps',
  'healthz',
  'readyz',
  '404',
])

export type LandingPathProblem = 'empty' | 'format' | 'reserved'

/** `/lp/Seminar-2027/` → `lp/seminar-2027`: slashes at the ends and surrounding blanks dropped (case is kept: refused below). */
export function normalizeLandingPath(value: unknown): string {
  if (typeof value !== 'string') return ''
  return value.trim().replace(/^\/+|\/+$/g, '')
}

export function landingPathProblem(value: unknown): LandingPathProblem | null {
  const path = normalizeLandingPath(value)
  if (!path) return 'empty'
  if (path.length > LANDING_PATH_MAX_LENGTH || !PATH_PATTERN.test(path)) return 'format'
  if (RESERVED_FIRST_SEGMENTS.has(path.split('/')[0].toLowerCase())) return 'reserved'
  return null
}

/** What an editor reads when a path is refused, in the admin's language. */
export function landingPathMessage(problem: LandingPathProblem, language: string | undefined): string {
  const ja = language === 'ja'
  switch (problem) {
    case 'empty':
      return ja ? 'パスを入力してください(例: lp/seminar-2027)。' : 'Enter a path, e.g. lp/seminar-2027.'
    case 'format':
      return ja
        ? 'パスは半角の小文字・数字・ハイフンで、/ で区切って 4 階層までです(例: lp/seminar-2027)。'
        : 'Use lower-case letters, digits and hyphens, up to four levels separated by / (e.g. lp/seminar-2027).'
    case 'reserved':
      return ja
        ? 'このパスはサイトの固定ページ(/company/ や /en/ など)が使っています。別のパスにしてください(例: lp/seminar-2027)。'
        : 'This path belongs to a fixed page of the site (such as /company/ or /en/). Choose another one, e.g. lp/seminar-2027.'
  }
}

/** The locale-neutral site path of a landing page: `lp/seminar-2027` → `/lp/seminar-2027/`. */
export const landingSitePath = (path: string): string => `/${path}/`

/** A request's catch-all segments as a stored path, or null when they cannot be one (so nothing is looked up). */
export function landingPathFromSegments(segments: readonly string[] | undefined): string | null {
  if (!segments || segments.length === 0) return null
  let joined: string
  try {
    joined = segments.map((segment) => decodeURIComponent(segment)).join('/')
  } catch {
    return null
  }
  return landingPathProblem(joined) === null ? joined : null
}
