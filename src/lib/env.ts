/**
 * Server settings: the only module that reads process.env (build-time client flags live in
 * env.public.ts). Validated once, with a message that names every bad variable.
 */
import { z } from 'zod'

import { DEFAULT_DENIED_REGIONS, DEFAULT_TAG_VENDOR_ORIGINS } from './consent/constants'
import { compileTrustedProxies } from './http/trusted-proxies'
import { DEFAULT_STRATEGY, parseRedirectOn, STRATEGIES } from '../i18n/strategy'

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:3000')
    .transform((v) => v.replace(/\/+$/, '')),
  COMPANY_NAME_JA: z.string().min(1).default('株式会社カイモノAI'),
  COMPANY_NAME_EN: z.string().min(1).default('Kaimono AI, Inc.'),
  CONTACT_EMAIL: z.email().default('info@kaimono-ai.example'),
  PARTNER_SITE_URL: z.url().default('https://partner-project.kaimono-ai.example/'),
  CAREERS_URL: z.url().default('https://careers.kaimono-ai.example/'),
  GTM_ID: optionalString.pipe(z.string().regex(/^GTM-[A-Z0-9]+$/, 'GTM_ID looks like GTM-XXXXXXX').optional()),
  // Consent mode v2 (src/features/consent): countries where the four consent types default to denied and a
  // consent dialog asks first (ISO 3166-1 alpha-2, space or comma separated; default the EEA, the UK and
  // Switzerland); the default everywhere else; the CDN's country request header (e.g. cf-ipcountry,
  // cloudfront-viewer-country) and the country assumed without one.
  CONSENT_DENIED_REGIONS: optionalString
    .transform((v) => (v ?? DEFAULT_DENIED_REGIONS).split(/[\s,]+/).filter(Boolean).map((c) => c.toUpperCase()))
    .pipe(z.array(z.string().regex(/^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/, 'CONSENT_DENIED_REGIONS takes ISO 3166 codes such as DE FR GB CH'))),
  CONSENT_DEFAULT_ELSEWHERE: optionalString.transform((v) => v ?? 'granted').pipe(z.enum(['granted', 'denied'])),
  CONSENT_COUNTRY_HEADER: optionalString.pipe(z.string().regex(/^[A-Za-z0-9-]+$/, 'CONSENT_COUNTRY_HEADER is a header name').optional()),
  CONSENT_DEFAULT_COUNTRY: optionalString
    .transform((v) => (v ?? 'JP').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'CONSENT_DEFAULT_COUNTRY is a two-letter country code')),
  // The tag manager on the contact steps (forms hold personal data): off unless this is true.
  TAG_MANAGER_ON_CONTACT: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  // Origins the tag manager's container loads from or sends to (GA4, Ads, Floodlight, ...), space separated:
  // added to script-src, connect-src, img-src and frame-src when GTM_ID is set (docs/tag-manager.md).
  TAG_VENDOR_ORIGINS: optionalString
    .transform((v) => (v ?? DEFAULT_TAG_VENDOR_ORIGINS).split(/\s+/).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d+)?$/i, 'TAG_VENDOR_ORIGINS takes https origins such as https://www.google-analytics.com or https://*.doubleclick.net'))),
  FONT_STYLESHEET_URL: z.string().min(1).default('/fonts/fonts.css'),
  FONT_SRC_ORIGINS: optionalString,
  DATABASE_URL: z.string().min(1).default('file:./data/payload.db'),
  PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET needs at least 16 characters (run npm run setup)'),
  PAYLOAD_ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  PAYLOAD_ADMIN_PASSWORD: optionalString.pipe(z.string().min(8).optional()),
  PREVIEW_SECRET: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().min(3).default('Kaimono AI <no-reply@kaimono-ai.example>'),
  CONTACT_TO: z.string().min(3).default('sales@kaimono-ai.example'),
  // Other origins the site is also served at (a staging host, a test server's port), comma separated;
  // contact posts are accepted from SITE_ORIGIN and these only.
  ALLOWED_ORIGINS: optionalString,
  // Site-wide acknowledgements to visitors per hour; past it they wait for staff review (the enquiry is stored).
  CONTACT_ACK_CEILING_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  // Site searches per client and minute (features/search/server/search.ts).
  SEARCH_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  I18N_STRATEGY: z.enum(STRATEGIES).default(DEFAULT_STRATEGY),
  // Parsed by the one parser of src/i18n/strategy.ts (it also takes the spelling "no prefix").
  I18N_REDIRECT_ON: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseRedirectOn(value)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    }),
  // Staff roles that must sign in with a second factor (TOTP): comma separated; empty for none (features/staff-auth).
  STAFF_SECOND_FACTOR_ROLES: z
    .string()
    .default('admin')
    .transform((v) => v.split(',').map((role) => role.trim()).filter(Boolean)),
  MEDIA_DIR: z.string().min(1).default('./data/media'),
  // Where `npm run backup` writes its archives (scripts/backup.ts).
  BACKUP_DIR: z.string().min(1).default('./data/backups'),
  // SQLite only: FULL makes every commit (an acknowledged enquiry) survive a power loss; NORMAL is faster
  // but may lose the last commits on a power loss or OS crash (bench/contact.mjs measures the difference).
  SQLITE_SYNCHRONOUS: z.enum(['FULL', 'EXTRA', 'NORMAL']).default('FULL'),
  // Enquiries (and their mails) older than this are deleted by the daily retention job; the privacy
  // policy states the same period (src/features/ops/retention.ts).
  ENQUIRY_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).default(24),
  // Audit log entries older than this many days are deleted by the same daily job (features/ops/audit).
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  // With an https SITE_ORIGIN: add `preload` to Strict-Transport-Security (only once every subdomain is https).
  HSTS_PRELOAD: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  // Transformed images from /_ipx (src/features/images), bounded in size; safe to delete at any time.
  IMAGE_CACHE_DIR: z.string().min(1).default('./data/cache/images'),
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(512),
  // Proxies whose X-Forwarded-For is believed (src/lib/http/client-address.ts): unset = none, the
  // socket peer is the client; addresses/CIDRs/loopback, comma-separated; or a number of hops.
  TRUSTED_PROXIES: optionalString.refine(
    (value) => {
      try {
        compileTrustedProxies(value)
        return true
      } catch {
        return false
      }
    },
    { message: 'TRUSTED_PROXIES takes comma-separated addresses or CIDRs (or loopback, linklocal, uniquelocal), or a hop count such as 1' },
  ),
  // Shared state for several instances (Next's page and data cache; see deploy/). Empty: per-instance.
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  // Read by deploy/cache-handler.mjs (plain JS, loaded by Next at run time); validated here too.
  REDIS_KEY_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/).default('kaimono:'),
  // `nginx` behind deploy/nginx (compose.yaml, deploy/cluster.mjs): nginx compresses and keeps the shared cache;
  // the app's compression is off and re-renderable pages are revalidated at nginx on every request. Read by
  // src/lib/deviations.mjs (behindEdge) at start-up; validated here too.
  EDGE: optionalString.pipe(z.enum(['nginx']).optional()),
  // Behind nginx: seconds nginx may answer a page from its copy without asking (0: never, a publish shows at once;
  // N: a file's throughput, a publish up to N + 1 s later). src/lib/deviations.mjs edgeFreshSeconds.
  EDGE_FRESH_SECONDS: z.coerce.number().int().min(0).max(3600).default(0),
  // Behind nginx: its purge endpoints (comma-separated, deploy/nginx/purge.conf.template). Set: a publish purges the
  // expired pages there and nginx keeps pages for their s-maxage (src/lib/http/edge-purge.mjs, read by the cache handler).
  EDGE_PURGE_URLS: optionalString.refine((value) => !value || value.split(',').every((url) => /^https?:\/\/[^/\s]+\/?$/.test(url.trim())), {
    message: 'EDGE_PURGE_URLS takes comma-separated http(s)://host:port URLs of nginx purge endpoints',
  }),
  EDGE_PURGE_REPEAT_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  // Build-time: `standalone` makes the small server bundle the Dockerfile ships (`next start` needs none).
  NEXT_OUTPUT: optionalString.pipe(z.enum(['standalone']).optional()),
})

export type Env = z.infer<typeof schema>

/** The consent-mode settings of the tag manager snippet and the region endpoint (src/lib/consent). */
export function consentSettings(settings: Env = env()) {
  return {
    deniedRegions: settings.CONSENT_DENIED_REGIONS,
    elsewhere: settings.CONSENT_DEFAULT_ELSEWHERE,
    ...(settings.CONSENT_COUNTRY_HEADER ? { countryHeader: settings.CONSENT_COUNTRY_HEADER.toLowerCase() } : {}),
    defaultCountry: settings.CONSENT_DEFAULT_COUNTRY,
    onContact: settings.TAG_MANAGER_ON_CONTACT,
  }
}

let cached: Env | undefined

export function env(): Env {
  if (cached) return cached
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    throw new Error(`Invalid environment settings (see .env.example):\n${z.prettifyError(parsed.error)}`)
  }
  cached = parsed.data
  return cached
}

export function isPostgres(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}

/** For tests that change the environment. */
export function resetEnvForTests(): void {
  cached = undefined
}
