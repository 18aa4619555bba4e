/**
 * THE REQUEST PIPELINE: everything the site does to a request before Next.js sees it, in the order it runs.
 * Started by server.mjs (Next's documented custom server: `next()` + `getRequestHandler()`), which hands every
 * request to `handle` below; nothing else in the process touches Node's or Next's server objects.
 *
 * Each stage gets Node's request and response. It either answers the request itself and returns true (the later
 * stages and Next never see it), or prepares the answer (a header, a wrapper on this one response's methods) and
 * returns nothing. Stages that wrap the response's methods are listed so that an earlier stage's wrapper sits
 * closer to Node and a later one's closer to Next: Next's bytes pass through them from the last to the first.
 *
 *  #  stage              switch (docs/deviations.md)        what it does
 *  1  client address     — (always; not a deviation)        stamps the TCP peer into a private header for clientAddress()
 *  2  guards             — (always; not a deviation)        400 for an absolute-form target, 413 past a body limit (request-guards.ts)
 *  3  health probes      — (always; not a deviation)        /healthz and /readyz answered without a redirect (health-probe-paths.ts)
 *  4  edge revalidation  — (EDGE=nginx without EDGE_PURGE_URLS; not a deviation) marks re-renderable pages for revalidation at nginx (edge-revalidation.ts)
 *  5  refusals           DEVIATION_REFUSALS                 405/400 for what Next would answer with 500 (front-door.ts)
 *  6  compression        DEVIATION_COMPRESSION              Brotli, and kept quality-11 copies of whole pages (compress-answers.ts); off behind EDGE=nginx
 *  7  payload split      DEVIATION_PAGE_DATA                serves /_page-data/…, sends cached pages without their payload (page-data-answers.ts)
 *  8  script policy      DEVIATION_SCRIPT_POLICY            nonce + one merged CSP per page, with the tag manager's hash and origins as
 *                                                          the server started (page-script-policy.ts); off: the plain weaker policy (+ origins)
 *  9  404 document       DEVIATION_NOT_FOUND_DOCUMENT       the site's 404 page for an unknown article or campaign (not-found-document.ts)
 *  →  Next.js            (app.getRequestHandler())
 *
 * FRAMEWORK_PLAIN=1 turns stages 5-9 off (8 falls back to the weaker policy). The contact endpoint and the image
 * endpoint are Next's own route handlers (src/app/api/contact, src/app/%5Fipx); no fast path runs here.
 *
 * To add a stage: write `(request, response) => boolean | void` in src/lib/http/ (answer and return true, or prepare
 * and return nothing), give it a switch in src/lib/deviations.mjs if it departs from how Next answers, put it in
 * STAGES at its place, add its row above and in docs/deviations.md, and test it in tests/e2e against the build.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { type Deviation, deviationOn, edgeFreshSeconds, edgeRevalidates } from '@/lib/deviations.mjs'
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/client-address'
import { compressAnswer } from '@/lib/http/compress-answers'
import { guardRequestStage, refuseRequest } from '@/lib/http/front-door'
import { edgeExpiresValue, markForEdgeRevalidation } from '@/lib/http/edge-revalidation'
import { addProbeSlash } from '@/lib/http/health-probe-paths'
import { watchForNotFound } from '@/lib/http/not-found-document'
import { sendPageWithoutData, servePageData } from '@/lib/http/page-data-answers'
import { applyWeakScriptPolicy, preparePageScriptPolicy } from '@/lib/http/page-script-policy'
import { tagManagerSources } from '@/lib/http/security-headers'
import { expectTagManagerSnippet } from '@/lib/consent/stored-pages.mjs'
import { tagManagerSnippet } from '@/lib/consent/tag-manager'
import { consentSettings, env } from '@/lib/env'

import { appScriptHashes, appScriptHashesFor } from './app-scripts'

/** Header and whole-request time limits for the server (server.mjs passes them to createServer). */
export { SERVER_TIMEOUTS } from '@/lib/http/request-guards'

/** Answers the request (true) or prepares its answer and lets the next stage have it. */
export type StageRun = (request: IncomingMessage, response: ServerResponse) => boolean | void
/** `edgeOnly`: runs only behind nginx without purge endpoints (EDGE=nginx, no EDGE_PURGE_URLS: src/lib/deviations.mjs edgeRevalidates). */
export type Stage = { name: string; deviation?: Deviation; edgeOnly?: boolean; run: StageRun; fallback?: StageRun }

const appScripts = appScriptHashes()

/**
 * The tag manager as this server starts (GTM_ID, the consent settings, TAG_VENDOR_ORIGINS: start-time settings, not
 * build-time): its snippet's hash and origins go into every page's policy, and stored pages rendered with another
 * snippet are rendered afresh (src/lib/consent/stored-pages.mjs, read by the cache handlers).
 */
export function tagManagerAtStart(settings = env()) {
  const consent = consentSettings(settings)
  expectTagManagerSnippet(settings.GTM_ID ? tagManagerSnippet(settings.GTM_ID, consent) : '')
  return tagManagerSources({ gtmId: settings.GTM_ID, consent, tagVendorOrigins: settings.TAG_VENDOR_ORIGINS })
}
const tagManager = tagManagerAtStart()
const edgeExpires = edgeExpiresValue(edgeFreshSeconds())

/** The stages, in the order they run. */
export const STAGES: Stage[] = [
  {
    name: 'client address',
    // Next gives route handlers a web Request without the socket: the peer address travels in a header that a
    // client cannot set (its own value under this name is overwritten). lib/http/client-address.ts reads it.
    run: (request) => {
      request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? ''
    },
  },
  // Security, not a deviation: nginx does the same at the edge (client_max_body_size), the app keeps it alone.
  { name: 'guards', run: guardRequestStage },
  { name: 'health probes', run: (request) => addProbeSlash(request) },
  // Deployment, not a deviation: nginx's documented X-Accel-Expires, so a publish reaches nginx's copy at once. Off
  // when nginx is purged on a publish instead (EDGE_PURGE_URLS: the cache handler, src/lib/http/edge-purge.mjs).
  { name: 'edge revalidation', edgeOnly: true, run: (request, response) => markForEdgeRevalidation(request, response, edgeExpires) },
  { name: 'refusals', deviation: 'refusals', run: refuseRequest },
  {
    name: 'compression',
    deviation: 'compression',
    run: (request, response) => {
      compressAnswer(request, response)
    },
  },
  {
    name: 'payload split',
    deviation: 'pageData',
    run: (request, response) => {
      if (servePageData(request, response)) return true
      sendPageWithoutData(request, response)
    },
  },
  {
    name: 'script policy',
    deviation: 'scriptPolicy',
    run: (request, response) => {
      const path = request.url ?? '/'
      preparePageScriptPolicy(request, response, appScriptHashesFor(appScripts, path), tagManager)
    },
    // The documented weaker policy; a build made with the deviation on stores policies that need folding.
    fallback: (request, response) => {
      applyWeakScriptPolicy(request, response, tagManager)
    },
  },
  { name: '404 document', deviation: 'notFoundDocument', run: watchForNotFound },
]

export type Pipeline = { stages: { name: string; on: boolean }[]; handle: (request: IncomingMessage, response: ServerResponse, next: () => void) => void }

/** The pipeline with each stage's switch read once (at start-up). */
export function createPipeline(stages: Stage[] = STAGES): Pipeline {
  const active: StageRun[] = []
  const report: { name: string; on: boolean }[] = []
  for (const stage of stages) {
    const on = (stage.deviation === undefined || deviationOn(stage.deviation)) && (!stage.edgeOnly || edgeRevalidates())
    report.push({ name: stage.name, on })
    if (on) active.push(stage.run)
    else if (stage.fallback) active.push(stage.fallback)
  }
  return {
    stages: report,
    handle(request, response, next) {
      for (const run of active) if (run(request, response) === true) return
      next()
    },
  }
}
