/**
 * The proxy runs only where it is needed (see `config.matcher`):
 * - on the root path, for browser-language detection (requirements §1);
 * - on paths that are not a page of the site, to answer them with the not-found page and status 404.
 * Every known page is served by Next's router from the rules in next.config.ts, so ordinary page
 * requests never pay for a proxy invocation.
 *
 * Why unknown paths come here: since Next 16.3 a page that calls notFound() is answered with an
 * empty error document whose text appears only after JavaScript runs (vercel/next.js#62228). A
 * rewrite to the statically generated /<locale>/404/ page with status 404 puts the full page in the
 * HTML itself.
 */
import { match } from '@formatjs/intl-localematcher'
import Negotiator from 'negotiator'
import { type NextRequest, NextResponse } from 'next/server'

import { editorRedirect, isLandingPage } from './lib/redirects/proxy-redirect'
import { localeCookieOptions } from './i18n/locale-cookie'
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from './i18n/locales'
import { decideRoot, localeOfPath, splitLocalePrefix } from './i18n/strategy'
import { env } from './lib/env'
import { i18nStrategy } from './lib/env.public'

const siteIsHttps = () => env().SITE_ORIGIN.startsWith('https://')

function detectLocale(acceptLanguage: string | null): Locale | undefined {
  if (!acceptLanguage) return undefined
  const languages = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages()
  try {
    const found = match(languages, LOCALES as unknown as string[], DEFAULT_LOCALE)
    return found as Locale
  } catch {
    return undefined
  }
}

/** Methods a page answers; anything else gets 405 with this list. */
export const PAGE_METHODS = 'GET, HEAD'
const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate'

/** Serves the locale's not-found page for a path no page matches, with status 404. */
function notFound(request: NextRequest): NextResponse {
  const locale = localeOfPath(request.nextUrl.pathname, i18nStrategy, request.cookies.get(LOCALE_COOKIE.name)?.value)
  const response = NextResponse.rewrite(new URL(`/${locale}/404/`, request.url), { status: 404 })
  response.headers.set('Cache-Control', NO_STORE)
  return response
}

function methodNotAllowed(): NextResponse {
  return new NextResponse('Method Not Allowed', {
    status: 405,
    headers: { Allow: PAGE_METHODS, 'Cache-Control': NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' },
  })
}

function root(request: NextRequest): NextResponse {
  const decision = decideRoot({
    strategy: i18nStrategy,
    cookieLocale: request.cookies.get(LOCALE_COOKIE.name)?.value,
    detected: detectLocale(request.headers.get('accept-language')),
  })
  let response: NextResponse
  switch (decision.kind) {
    case 'pass':
      response = NextResponse.next()
      break
    case 'redirect':
      response = NextResponse.redirect(new URL(decision.to, request.url), 307)
      break
    case 'rewrite':
      response = NextResponse.rewrite(new URL(decision.to, request.url))
      break
    case 'remember':
      response = NextResponse.next()
      break
  }
  if (decision.kind !== 'pass' && decision.setCookie) {
    // Behind a TLS-terminating proxy the request itself is http: the configured origin decides.
    response.cookies.set(LOCALE_COOKIE.name, decision.setCookie, localeCookieOptions(request.nextUrl.protocol === 'https:' || siteIsHttps()))
  }
  // The answer depends on these request headers (and may set a cookie): no shared cache may store it,
  // and a browser revalidates it. Next keeps a Cache-Control the proxy set (send-payload).
  response.headers.set('Vary', 'Accept-Language, Cookie')
  response.headers.set('Cache-Control', 'private, no-cache')
  return response
}

export async function proxy(request: NextRequest) {
  const isRoot = request.nextUrl.pathname === '/'
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    // A page takes GET and HEAD only; a path that is no page is a 404 whatever the method.
    if (isRoot) return methodNotAllowed()
    return new NextResponse('Not Found', { status: 404, headers: { 'Cache-Control': NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  if (isRoot) return root(request)
  // Redirects set by editors in the admin come before the 404, then the landing pages editors published.
  const redirect = await editorRedirect(request)
  if (redirect) return redirect
  if (await isLandingPage(request, splitLocalePrefix(request.nextUrl.pathname).path)) return NextResponse.next()
  return notFound(request)
}

/**
 * The root, and every path that is NOT one of the site's pages (requirements §2), its locale
 * prefixes, something under Next's assets, the image endpoint or the API, the admin, a file under a
 * locale, a page or the public folders, or one of the real files at the top (robots.txt, sitemap.xml,
 * favicon.ico, icon.svg, apple-touch-icon.png). So `/.env`, `/index.html`, `/@evil.example`, and the
 * bare `/api/`, `/_next/`, `/_ipx/` get the site's 404 page too (without the proxy they would reach the
 * [locale] segment as a locale, whose statically rendered 404 cannot read the request). Next needs these
 * as literals (it reads the matcher without running this file), so the locale list `ja|en` is written out
 * here; tests/unit/proxy-matcher.test.ts fails when it differs from LOCALES in src/i18n/locales.ts, and
 * checks the pages against src/lib/site-routes.ts, so a new page must be added here too.
 */
export const config = {
  matcher: [
    '/',
    '/((?!(?:(?:ja|en)(?:/|$))?(?:(?:company(?:/(?:Info|Japan-Offices|Leaders|Message))?|solution(?:/(?:Camera|Ssc))?|recruit(?:/(?:Culture|Interview|Message|Occupation))?|contact(?:/(?:Confirm|Complete|Error))?|news(?:/[^/]+)?|campaign(?:/[^/]+)?|draft(?:/live)?|Draft|reail|Conduct|Privacy|Terms|ExternalTransmission|Accessibility|Sitemap|search)/?)?$)(?!(?:_next|_ipx|api)/.|admin(?:/|$)|(?:healthz|readyz)/?$)(?!(?:(?:ja|en|company|solution|recruit|contact|news|campaign|draft|Draft|reail|Conduct|Privacy|Terms|ExternalTransmission|Accessibility|Sitemap|search|images|fonts|sitemaps|share-card)/.*\\.[A-Za-z0-9]+|robots\\.txt|sitemap\\.xml|redirect-rules\\.json|favicon\\.ico|icon\\.svg|apple-touch-icon\\.png)$).+)',
  ],
}
