/**
 * Replays Next's own route matching (the same path-to-regexp options, `has`/`missing` checks and
 * destination compiler that next start uses) over the rules from src/i18n/strategy.ts, so each
 * strategy can be checked without a build per strategy.
 */
import { modifyRouteRegex } from 'next/dist/lib/redirect-status'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination'

import { type RedirectOn, type Strategy, buildRoutingRules, decideRoot } from '@/i18n/strategy'
import type { Locale } from '@/i18n/locales'

export type SimRequest = { path: string; cookieLocale?: string; acceptLanguage?: string; detected?: Locale; query?: Record<string, string> }
export type SimResult =
  | { kind: 'redirect'; location: string; permanent: boolean; setCookie?: string }
  | { kind: 'render'; route: string; setCookie?: string }

type Rule = { source: string; destination: string; has?: never[] | object[]; missing?: object[] }

function tryRule(rule: Rule, req: SimRequest): string | undefined {
  const match = getPathMatch(rule.source, {
    strict: true,
    removeUnnamedParams: true,
    regexModifier: (regex: string) => modifyRouteRegex(regex),
  })
  const params = match(req.path)
  if (!params) return undefined
  const headers: Record<string, string> = {}
  if (req.acceptLanguage) headers['accept-language'] = req.acceptLanguage
  if (req.cookieLocale) headers.cookie = `i18n_redirected=${req.cookieLocale}`
  const hasParams = matchHas({ headers } as never, req.query ?? {}, rule.has as never, rule.missing as never)
  if (!hasParams) return undefined
  const { newUrl } = prepareDestination({
    appendParamsToQuery: false,
    destination: rule.destination,
    params: { ...params, ...hasParams },
    query: {},
  })
  return newUrl
}

export function simulate(strategy: Strategy, redirectOn: RedirectOn, req: SimRequest): SimResult {
  // Next's own trailing-slash redirect comes first (trailingSlash: true).
  if (!req.path.endsWith('/') && !/\.[A-Za-z0-9]+$/.test(req.path)) {
    return { kind: 'redirect', location: `${req.path}/`, permanent: true }
  }
  const { redirects, beforeFiles } = buildRoutingRules(strategy, redirectOn)
  for (const rule of redirects) {
    const location = tryRule(rule, req)
    if (location !== undefined) return { kind: 'redirect', location, permanent: rule.permanent }
  }
  let path = req.path
  let setCookie: string | undefined
  if (path === '/') {
    const decision = decideRoot({ strategy, cookieLocale: req.cookieLocale, detected: req.detected })
    if (decision.kind === 'redirect') return { kind: 'redirect', location: decision.to, permanent: false, setCookie: decision.setCookie }
    if (decision.kind === 'rewrite') return { kind: 'render', route: decision.to, setCookie: decision.setCookie }
    if (decision.kind === 'remember') setCookie = decision.setCookie
  }
  for (const rule of beforeFiles) {
    const rewritten = tryRule(rule, req)
    if (rewritten !== undefined) {
      path = rewritten
      break
    }
  }
  return { kind: 'render', route: path, setCookie }
}
