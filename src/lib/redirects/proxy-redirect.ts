/**
 * Called by the proxy for a path no page matches, before it answers 404: the editor-managed redirect
 * for that path, if there is one. The rules come from /redirect-rules.json (cached there by tag); this
 * module only keeps them for a second, so a burst of unknown paths asks once.
 */
import { type NextRequest, NextResponse } from 'next/server'

import { findRule, type RedirectRule, requestKey } from './rules'

const MEMO_MS = 1000
type Known = { rules: RedirectRule[]; pages: Set<string> }
let memo: { at: number; known: Known } | null = null

async function loadKnown(origin: string): Promise<Known> {
  if (memo && Date.now() - memo.at < MEMO_MS) return memo.known
  const res = await fetch(`${origin}/redirect-rules.json`, { cache: 'no-store', signal: AbortSignal.timeout(2000) })
  if (!res.ok) throw new Error(`redirect rules answered ${res.status}`)
  const { rules, pages } = (await res.json()) as { rules: RedirectRule[]; pages?: string[] }
  const known = { rules, pages: new Set(pages ?? []) }
  memo = { at: Date.now(), known }
  return known
}

/**
 * Whether the path is a published landing page built in the CMS (`/lp/seminar-2027/`, `/en/lp/seminar-2027/`),
 * which the proxy lets through to the catch-all route instead of answering 404. The locale prefix is taken off
 * by the caller (`path` is locale-neutral).
 */
export async function isLandingPage(request: NextRequest, path: string): Promise<boolean> {
  try {
    return (await loadKnown(request.nextUrl.origin)).pages.has(requestKey(path))
  } catch {
    return false
  }
}

export async function editorRedirect(request: NextRequest): Promise<NextResponse | null> {
  let rule: RedirectRule | undefined
  try {
    rule = findRule((await loadKnown(request.nextUrl.origin)).rules, request.nextUrl.pathname)
  } catch {
    // No rules reachable: the visitor gets the 404 page rather than an error.
    return null
  }
  if (!rule) return null
  // A site path stays on this host; an absolute URL is only ever one an admin typed (see rules.ts).
  const target = rule.to.startsWith('/') ? new URL(rule.to, request.nextUrl.origin) : new URL(rule.to)
  const response = NextResponse.redirect(target, rule.status)
  response.headers.set('Cache-Control', rule.status === 301 ? 'public, max-age=300' : 'no-store')
  return response
}
