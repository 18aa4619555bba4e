import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { en } from '@payloadcms/translations/languages/en'
import { ja } from '@payloadcms/translations/languages/ja'
import { AuthenticationError, buildConfig, Forbidden, Locked, LockedAuth, MissingFile, NotFound, UnauthorizedError, UnverifiedEmail, ValidationError } from 'payload'
import sharp from 'sharp'

import { DEFAULT_LOCALE, LOCALE_LABEL, LOCALES } from '../i18n/locales'
import { env, isPostgres } from '../lib/env'
import { Banners } from '../features/banners/cms/Banners'
import { Campaigns } from '../features/campaigns/cms/Campaigns'
import { ContactMails } from '../features/contact/cms/ContactMails'
import { ContactRateLimits } from '../features/contact/cms/ContactRateLimits'
import { Enquiries } from '../features/contact/cms/Enquiries'
import { Forms } from '../features/forms/cms/Forms'
import { deliverContactMailTask, sweepContactOutboxTask } from '../features/contact/cms/tasks'
import { pageExpiry, Pages } from '../features/landing/cms/pages'
import { News } from '../features/news/cms/News'
import { SecondFactorRequired, staffAuthPlugin } from '../features/staff-auth/cms/staff-auth-plugin'
import { AuditLog } from '../features/ops/cms/AuditLog'
import { auditPlugin } from '../features/ops/cms/audit-plugin'
import { enquiryRetentionTask } from '../features/ops/cms/tasks'
import { Media } from './collections/Media'
import { Users } from './collections/Users'
import { ensureFirstStaffUser } from './hooks/ensureFirstStaffUser'
import { handOnFailedLocalLogins } from './hooks/serializeLogins'
import { keepErrorDetails } from './hooks/keepErrorDetails'
import { Leaders } from '../features/company/cms/Leaders'
import { Offices } from '../features/company/cms/Offices'
import { Interviews } from '../features/company/cms/Interviews'
import { Occupations } from '../features/company/cms/Occupations'
import { CompanyMessages, CompanyProfile, Home, SiteFigures } from '../features/company/cms/globals'
import { LegalPages } from '../features/legal/cms/LegalPages'
import { searchIndexPlugin } from '../features/search/cms/search-index-plugin'
import { livePreviewConfig } from '../features/cms-preview/live-preview-config'
import { withEditorialWorkflow, workflowSettingsGlobal } from '../features/workflow/cms/approval'
import { workflowEndpoint } from '../features/workflow/cms/endpoint'
import { ADMIN_TIME_ZONES, adminI18n, adminWordingPlugin } from './admin-i18n'
import { mayRunJobs, publishingJobsEndpoint, withScheduledPublishRetries } from './publishing-jobs'
import { redirectsCollectionOverrides } from './redirects'
import { editorAidsPlugin } from './editor-aids'
import { scheduleCleanupPlugin } from './schedule-cleanup'
import { PUBLISH_DATE_EXPIRIES } from './scheduled-content'
import { publishDateTask } from './publish-date'
import { staleSaveGuardPlugin } from './stale-save-guard'
import { keepLockOnAutosavePlugin } from './keep-lock-on-autosave'
import { deviationOn } from '@/lib/deviations.mjs'
import { incomingLinksPlugin } from './incoming-links'
import { retargetTextLinksEndpoint } from './retarget-text-links'
import { columnLabelsPlugin } from './column-labels'
import { siteRichTextEditor } from './fields/site-page-link'
import { slugSuggestionEndpoint } from './fields/slug-reading'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** The SEO plugin labels its fields in English only. */
const SEO_LABELS: Record<string, { ja: string; en: string }> = {
  title: { ja: '検索結果のタイトル', en: 'Search title' },
  description: { ja: '検索結果の説明文', en: 'Search description' },
  image: { ja: 'シェア画像', en: 'Share image' },
  preview: { ja: '検索結果のプレビュー', en: 'Search result preview' },
}
/** The share image's field: the plugin's component with the other locale's image under it; the hint in both languages. */
const SEO_IMAGE_ADMIN = {
  components: { Field: { path: '/payload/admin/MetaImageWithCompare.client#MetaImageWithCompare', clientProps: { hasGenerateImageFn: false } } },
  description: { ja: 'SNS でシェアされたときに表示される画像です（1200×630 px 推奨、500 KB 未満が目安）。', en: 'Shown when the page is shared on social media (1200×630 px recommended, under 500 KB).' },
}
/** The SEO plugin's fields with length hints, swapped for ones sized per language. */
const SEO_LENGTH_COMPONENTS: Record<string, string> = {
  title: '/payload/admin/SeoLengthHints.client#SeoTitle',
  description: '/payload/admin/SeoLengthHints.client#SeoDescription',
  overview: '/payload/admin/SeoLengthHints.client#SeoOverview',
}
const settings = env()

/**
 * The site's collections. The approval workflow (承認) is one line per collection (features/workflow): on by default
 * for news and campaigns, off for banners and landing pages, changed by admins in the 承認フロー setting.
 */
const COLLECTIONS = [
  withEditorialWorkflow(News, { approvalByDefault: true }),
  withEditorialWorkflow(Campaigns, { approvalByDefault: true }),
  withEditorialWorkflow(Banners, { approvalByDefault: false }),
  withEditorialWorkflow(Pages, { approvalByDefault: false }),
  Media, Users, Enquiries, Forms, ContactMails, ContactRateLimits, Offices, Leaders, Interviews, Occupations, LegalPages, AuditLog,
]

/** SQLite file by default; PostgreSQL when DATABASE_URL is a postgres URL. Schema changes only by migrations. */
function database() {
  if (isPostgres(settings.DATABASE_URL)) {
    return postgresAdapter({
      pool: { connectionString: settings.DATABASE_URL, max: 10 },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: settings.DATABASE_URL },
    // WAL: readers never wait for the writer, and a commit appends to the log instead of rewriting
    // the database file (contact enquiries: see bench/contact.mjs). synchronous=FULL (the default of
    // SQLITE_SYNCHRONOUS) syncs the log on every commit, so an enquiry the visitor was told "received"
    // survives a power loss or an OS crash too; NORMAL survives only an application crash.
    wal: { synchronous: settings.SQLITE_SYNCHRONOUS },
    // Concurrent writers (the job ticker, a second process) wait for the lock instead of failing.
    busyTimeout: 5000,
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    push: false,
  })
}

/**
 * Payload logs a client's own error (a missing document, a forbidden action, an invalid field, a locked document,
 * a missing file) at info, looked up by the error class's name. The production build shortens class names (NotFound
 * becomes something like `iv`), so Payload's defaults matched nothing there and every 404 of the API was logged as
 * an ERROR with its stack trace. The same levels, keyed by the names this build gave the classes. A failed sign-in
 * (wrong password, missing second factor, …) is a client's error too: at info, one line, no stack (issue 41 §6).
 */
const CLIENT_ERRORS_AT_INFO = Object.fromEntries(
  [Forbidden, Locked, MissingFile, NotFound, ValidationError, AuthenticationError, LockedAuth, UnauthorizedError, UnverifiedEmail, SecondFactorRequired].map((error) => [error.name, 'info' as const]),
)

export default withScheduledPublishRetries(buildConfig({
  serverURL: settings.SITE_ORIGIN,
  // The admin's session cookie counts only on requests from these origins (Payload's CSRF rule): the public
  // origin and the other origins the site is served at (ALLOWED_ORIGINS: staging, a test server's port).
  csrf: [settings.SITE_ORIGIN, ...(settings.ALLOWED_ORIGINS?.split(',').map((origin) => origin.trim()).filter(Boolean) ?? [])],
  secret: settings.PAYLOAD_SECRET,
  telemetry: false,
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, '..') },
    // The company's icon, not Payload's, in the tab and on the sign-in page (src/payload/admin/AdminBrand.tsx).
    meta: {
      titleSuffix: ` – ${settings.COMPANY_NAME_EN}`,
      icons: [
        { rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' },
        { rel: 'apple-touch-icon', url: '/apple-touch-icon.png' },
      ],
    },
    // Gravatar is blocked by the site's CSP (and sends staff e-mail hashes out): Payload's own icon instead.
    avatar: 'default',
    // Typable in both languages (2026/11/24 09:30), 24-hour, like Japanese business documents.
    dateFormat: 'yyyy/MM/dd HH:mm',
    timezones: ADMIN_TIME_ZONES,
    livePreview: livePreviewConfig,
    components: {
      // Tells staff who handle enquiries when contact mail cannot be sent.
      beforeDashboard: ['/payload/admin/MailHealthNotice#MailHealthNotice'],
      // Two labels Payload writes in English in every language (src/payload/admin/FixedEnglishLabels.client.tsx).
      providers: ['/payload/admin/FixedEnglishLabels.client#FixedEnglishLabels'],
      graphics: { Logo: '/payload/admin/AdminBrand#AdminLogo', Icon: '/payload/admin/AdminBrand#AdminIcon' },
    },
  },
  // A field's message and the second factor's request stay in the API's error answers (hooks/keepErrorDetails.ts).
  hooks: { afterError: [keepErrorDetails] },
  i18n: adminI18n({ en, ja }),
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_LABEL[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  collections: COLLECTIONS,
  globals: [CompanyProfile, CompanyMessages, Home, SiteFigures, workflowSettingsGlobal(COLLECTIONS)],
  // Rich text links may also point at a page of the site (fields/site-page-link.ts).
  editor: siteRichTextEditor(),
  db: database(),
  sharp,
  graphQL: { disable: true },
  loggingLevels: CLIENT_ERRORS_AT_INFO,
  jobs: {
    // Scheduled publishing runs as a queued job; the app's ticker (src/instrumentation-node.ts) or a
    // signed-in staff member may run the queue. The public may not.
    access: {
      run: ({ req }) => mayRunJobs(req, settings.PAYLOAD_SECRET),
    },
    deleteJobOnComplete: true,
    // Contact mail outbox: one delivery job per mail, plus an hourly sweeper (features/contact/server/outbox.ts, cms/tasks.ts).
    // Daily: enquiries past ENQUIRY_RETENTION_MONTHS and old audit entries deleted (features/ops/retention.ts); the page
    // expiry when a published article's publish date comes runs on the publishing lane (publish-date.ts).
    tasks: [deliverContactMailTask, sweepContactOutboxTask, enquiryRetentionTask, publishDateTask({ ...PUBLISH_DATE_EXPIRIES, pages: pageExpiry })],
  },
  endpoints: [publishingJobsEndpoint(settings.PAYLOAD_SECRET), slugSuggestionEndpoint, workflowEndpoint],
  plugins: [
    // SEO title, description and share image per article/campaign/landing page, with length hints; the page head
    // uses them when set, and today's defaults otherwise (src/lib/cms/mappers.ts → src/lib/seo.ts).
    seoPlugin({
      collections: ['news', 'campaigns', 'pages'],
      uploadsCollection: 'media',
      fields: ({ defaultFields }) =>
        defaultFields.map((field) => {
          const labelled = 'name' in field && SEO_LABELS[field.name] ? { ...field, label: SEO_LABELS[field.name] } : field
          // The share image shows the other locale's choice under it, like the other localized fields.
          if ('name' in labelled && labelled.name === 'image') return { ...labelled, admin: { ...labelled.admin, ...SEO_IMAGE_ADMIN } }
          // Length hints sized for the language being edited (admin/SeoLengthHints.client.tsx).
          const hints = 'name' in labelled ? SEO_LENGTH_COMPONENTS[labelled.name] : undefined
          if (!hints || !('admin' in labelled)) return labelled
          const component = labelled.admin?.components && 'Field' in labelled.admin.components ? labelled.admin.components.Field : undefined
          const clientProps = component && typeof component === 'object' && 'clientProps' in component ? component.clientProps : undefined
          return { ...labelled, admin: { ...labelled.admin, components: { ...labelled.admin?.components, Field: { path: hints, clientProps } } } }
        }) as typeof defaultFields,
    }),
    // Old paths → a page, an article or a URL; applied by the proxy before the 404 (src/lib/redirects/).
    redirectsPlugin({
      collections: ['news', 'campaigns', 'pages'],
      redirectTypes: ['301', '302'],
      overrides: redirectsCollectionOverrides,
    }),
    // Deleting a document drops its pending scheduled publish jobs (Payload's own cleanup matches nothing).
    scheduleCleanupPlugin(),
    // List sort buttons named in the admin's language, not "[object Object]により並べ替え".
    columnLabelsPlugin(),
    // Site search: publishes, unpublishes and deletes re-index the documents they touch (features/search/).
    searchIndexPlugin(),
    // A save from a form that is behind the document (another tab's autosave, another editor) is refused.
    staleSaveGuardPlugin(),
    // An editor's own autosave no longer deletes the editor's document lock (src/payload/keep-lock-on-autosave.ts;
    // a deviation: DEVIATION_KEEP_LOCK_ON_AUTOSAVE=0 leaves Payload's own behaviour, docs/deviations.md).
    ...(deviationOn('keepLockOnAutosave') ? [keepLockOnAutosavePlugin()] : []),
    // Last, so it sees every collection: the other locale beside localized fields, locale completeness in
    // lists, unused media (src/payload/editor-aids.ts).
    editorAidsPlugin(),
    // Second factor, no per-account lockout, colleagues' sessions hidden (features/staff-auth).
    staffAuthPlugin(),
    // The audit log's hooks on every collection and global (features/ops/audit/plugin.ts).
    auditPlugin(),
    // What points at an article or a campaign, in its sidebar; admins retarget the redirects (incoming-links.ts),
    // admins and approvers the text links (retarget-text-links.ts).
    incomingLinksPlugin([retargetTextLinksEndpoint]),
    // Last: every collection and global, the plugins' own included, without the API tab.
    adminWordingPlugin(),
  ],
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  onInit: async (payload) => {
    handOnFailedLocalLogins(payload)
    await ensureFirstStaffUser(payload, settings)
  },
}))
