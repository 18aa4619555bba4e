/**
 * The proxy runs on the root path only (see `config.matcher`): browser-language detection happens
 * there and nowhere else by default. Every other route is served by Next's router from the rules in
 * next.config.ts, so ordinary page requests never pay for a proxy invocation.
 */
import { match } from '@formatjs/intl-localematcher'
import Negotiator from 'negotiator'
import { type NextRequest, NextResponse } from 'next/server'

import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from './i18n/locales'
import { decideRoot } from './i18n/strategy'
import { i18nStrategy } from './lib/env.public'

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

export function proxy(request: NextRequest) {
  const decision = decideRoot({
    strategy: i18nStrategy,
    cookieLocale: request.cookies.get(LOCALE_COOKIE.name)?.value,
    detected: detectLocale(request.headers.get('accept-language')),
  })
  let response: NextResponse
  switch (decision.kind) {
    case 'pass':
      return NextResponse.next()
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
  if (decision.setCookie) {
    response.cookies.set(LOCALE_COOKIE.name, decision.setCookie, {
      maxAge: LOCALE_COOKIE.maxAgeSeconds,
      path: LOCALE_COOKIE.path,
      sameSite: LOCALE_COOKIE.sameSite,
      secure: request.nextUrl.protocol === 'https:',
    })
  }
  // The answer depends on these request headers; shared caches must not mix them up.
  response.headers.set('Vary', 'Accept-Language, Cookie')
  return response
}

export const config = {
  matcher: ['/'],
}
