import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { IMAGE_CONTENT_SECURITY_POLICY, IMAGE_QUALITIES, IMAGE_SMALL_SIZES, IMAGE_WIDTHS } from './src/features/images/limits'
import { nextRoutingConfig } from './src/i18n/strategy'
import { behindEdge, deviationOn } from './src/lib/deviations.mjs'
import { consentSettings, env } from './src/lib/env'
import { CROSS_ORIGIN_RESOURCE_POLICY, PAGES_AND_API_SOURCE, securityHeaders } from './src/lib/http/security-headers'
import { withAdminOnlyThemeHints } from './src/lib/http/admin-theme-hints'

const settings = env()
const strategy = settings.I18N_STRATEGY
const redirectOn = settings.I18N_REDIRECT_ON

// With REDIS_URL, Next's page and data cache lives in Redis, shared by every instance, and the in-process
// copy is switched off (README, "Running several instances"). `next start` reads this file when it starts,
// so one build serves both; a standalone build freezes the config, so it always names the handler, which
// uses Redis when REDIS_URL is set at run time and memory otherwise.
const standalone = settings.NEXT_OUTPUT === 'standalone'
// The deviations that rewrite stored pages (docs/deviations.md): with all of them off (FRAMEWORK_PLAIN=1), Next's
// own file-system cache and no build adapter.
const rewritesPages = deviationOn('pageHashes') || deviationOn('scriptsAfterPaint') || deviationOn('compression')
const sharedCache =
  settings.REDIS_URL || standalone
    ? { cacheHandler: path.resolve('deploy/cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : rewritesPages
      ? // Next's file-system page cache, plus a stored script policy with the hashes of each regenerated
        // page's app-emitted inline scripts (src/lib/http/csp-cache-handler.mjs; docs/deviations.md).
        { cacheHandler: path.resolve('src/lib/http/csp-cache-handler.mjs') }
      : {}

const nextConfig: NextConfig = {
  ...sharedCache,
  // After the prerender, writes each page's inline-script hashes into its stored headers (the
  // Content-Security-Policy without 'unsafe-inline') and puts V8's compile hint on the chunks a site page
  // loads at once (src/lib/http/build-adapter.mjs).
  ...(rewritesPages || deviationOn('compileHints') ? { adapterPath: path.resolve('src/lib/http/build-adapter.mjs') } : {}),
  ...(standalone ? { output: 'standalone' as const } : {}),
  // trailingSlash, redirects and rewrites: the locale URL strategy (src/i18n/strategy.ts).
  ...nextRoutingConfig(strategy, redirectOn),
  poweredByHeader: false,
  // Answers are compressed in the server pipeline instead, with Brotli (src/lib/http/compress-answers.ts), unless
  // that deviation is off (read when the server starts: `compress` is not frozen by the build).
  // Behind nginx (EDGE=nginx) neither: nginx compresses for the client.
  compress: !deviationOn('compression') && !behindEdge(),
  experimental: { inlineCss: true, cssChunking: { type: 'graph', requestCost: 0 } },
  // `npm test` type-checks in a stage of its own (`tsc --noEmit`, the same tsconfig) and builds with
  // BUILD_TYPECHECK=false, so its build does not check every file a second time. Every other build
  // (quick start, Docker, deploys) still fails on a type error.
  ...(process.env.BUILD_TYPECHECK === 'false' ? { typescript: { ignoreBuildErrors: true } } : {}),
  reactStrictMode: true,
  // Inlined into the client bundle; read there by src/lib/env.public.ts. (I18N_REDIRECT_ON only shapes the
  // redirect rules below, so the browser never needs it.)
  env: { I18N_STRATEGY: strategy },
  images: {
    loader: 'custom',
    loaderFile: './src/features/images/ipx-loader.ts',
    // requirements §9: xs 320, sm 640, md 768, lg 1024, xl 1280, xxl/2xl 1536.
    deviceSizes: [...IMAGE_WIDTHS],
    imageSizes: [...IMAGE_SMALL_SIZES],
    // Next 16 warns for a quality outside this list; /_ipx encodes only these (others redirect).
    qualities: [...IMAGE_QUALITIES],
  },
  // The slug romanizer's dictionary is read from the package's own folder at run time (fields/japanese-reading.worker.mjs).
  // subset-font and its HarfBuzz / WOFF2 WebAssembly (the share cards) load their .wasm files themselves.
  serverExternalPackages: ['sharp', 'pino', 'nodemailer', '@sglkc/kuromoji', 'hepburn', 'subset-font', 'harfbuzzjs', 'fontverter', 'wawoff2'],
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({
          siteOrigin: settings.SITE_ORIGIN,
          // The tag manager (GTM_ID) is a start-time setting: a production server's pipeline adds its hash and
          // origins to each page's policy when it starts (src/server/pipeline.ts), not this build-time header.
          // `next dev` reads this file when it starts, so here it is start-time as well.
          ...(settings.NODE_ENV === 'development'
            ? { gtmId: settings.GTM_ID, consent: consentSettings(settings), tagVendorOrigins: settings.TAG_VENDOR_ORIGINS }
            : {}),
          fontStylesheetUrl: settings.FONT_STYLESHEET_URL,
          fontSrcOrigins: settings.FONT_SRC_ORIGINS,
          development: settings.NODE_ENV === 'development',
          hstsPreload: settings.HSTS_PRELOAD,
          // Without the per-page script policy (FRAMEWORK_PLAIN=1 at build time), the documented weaker policy.
          inlineScripts: !deviationOn('scriptPolicy'),
        }),
      },
      { source: PAGES_AND_API_SOURCE, headers: [CROSS_ORIGIN_RESOURCE_POLICY] },
      {
        // The root answers by Accept-Language and the locale cookie, and may set the cookie: never
        // stored by a shared cache (Next keeps a Cache-Control set here: send-payload.js; it replaces
        // any Vary on a page with its own, so `private` is what keeps shared caches out).
        source: '/',
        headers: [{ key: 'Cache-Control', value: 'private, no-cache' }],
      },
      {
        // Images (SVG included) never run or load anything; the later rule wins for this header.
        source: '/_ipx/:path*',
        headers: [{ key: 'Content-Security-Policy', value: IMAGE_CONTENT_SECURITY_POLICY }],
      },
    ]
  },
}

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

// Payload's colour-scheme hints (Critical-CH) on the admin only: on public pages they cost a first-time
// Chromium visitor a restarted navigation (src/lib/http/admin-theme-hints.ts).
const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
export default deviationOn('adminThemeHints') ? withAdminOnlyThemeHints(config) : config
