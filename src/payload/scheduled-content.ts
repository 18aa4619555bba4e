import type { CollectionConfig, DateField, Field, TextareaField } from 'payload'

import { LOCALES } from '../i18n/locales'
import { CACHE_TAGS } from '../lib/cms/cache-tags'
import { contentPath, type ContentKind } from '../lib/content-routes'
import { campaignsRead, isEditor, newsRead } from './access'
import { languagesField, languageTimes } from './fields/languages'
import { scheduleField } from './fields/schedule'
import { slugField } from './fields/slug'
import { revalidateTagsHooks } from './hooks/revalidate'
import { ADMIN_GROUPS, CONTENT_DRAFTS, label } from './labels'
import { previewUrl } from './preview-url'
import { publishDateHooks, publishDateTask } from './publish-date'
import { refuseDeleteWhileRedirected } from './referenced-delete-guard'

/** Day and time in the admin's picker, typed and shown as 2026/11/24 09:30. */
export const DAY_AND_TIME = { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'yyyy/MM/dd HH:mm' } as const

/** A required, indexed date in the sidebar (a publication date, a campaign's start or end). */
export function sidebarDate(name: string, fieldLabel: DateField['label'], extra: Partial<Omit<DateField, 'name' | 'type'>> = {}): DateField {
  return { name, label: fieldLabel, type: 'date', required: true, index: true, ...extra, admin: { position: 'sidebar', date: DAY_AND_TIME, ...extra.admin } }
}

/** A localized short summary for lists (and search results), up to 400 characters. */
export function summaryField(name: string, fieldLabel: TextareaField['label'], description: string | Record<string, string>): TextareaField {
  return { name, label: fieldLabel, type: 'textarea', localized: true, maxLength: 400, admin: { description } }
}

/** The internal (locale-prefixed) path of a document's page in every language: `/ja/news/<slug>/`, `/en/news/<slug>/`. */
const pagePaths = (kind: ContentKind, slug?: string | null): string[] => (slug ? LOCALES.map((locale) => `/${locale}${contentPath(kind, slug)}`) : [])

/**
 * Who reads each dated content type, which cache tags a change expires (the list's and the page's), the
 * document's own pages (expired too, so an earlier 404 of the page is not kept), and the date field that keeps
 * a published document off the site until it comes (news only: a campaign is public once published).
 */
const CONTENT_RULES = {
  news: {
    read: newsRead,
    tags: (slug?: string | null) => [CACHE_TAGS.news, ...(slug ? [CACHE_TAGS.newsArticle(slug)] : [])],
    paths: (slug?: string | null) => pagePaths('news', slug),
    liveFrom: 'publishedAt',
  },
  campaigns: {
    read: campaignsRead,
    tags: (slug?: string | null) => [CACHE_TAGS.campaigns, ...(slug ? [CACHE_TAGS.campaign(slug)] : [])],
    paths: (slug?: string | null) => pagePaths('campaign', slug),
    liveFrom: null,
  },
} as const

/**
 * What the publishing lane's task expires for each collection when a document's publish date comes, or when a script
 * changed it (publish-date.ts). The features' own collections add theirs in payload.config.ts (landing pages).
 */
export const PUBLISH_DATE_EXPIRIES: Parameters<typeof publishDateTask>[0] = {
  ...Object.fromEntries(Object.entries(CONTENT_RULES).map(([slug, rules]) => [slug, (doc: { slug?: string | null }) => ({ tags: rules.tags(doc.slug), paths: rules.paths(doc.slug) })])),
  // A banner's or a company list's language going live at its own time (fields/languages.ts).
  ...Object.fromEntries((['banners', 'offices', 'leaders', 'interviews', 'occupations'] as const).map((slug) => [slug, () => ({ tags: [CACHE_TAGS[slug]], paths: [] })])),
  // Queued by `npm run legal:update-privacy` (features/legal/privacy-update.ts), which writes outside the server.
  'legal-pages': (doc: { kind?: string | null }) => ({ tags: doc.kind ? [CACHE_TAGS.legal(doc.kind)] : [], paths: [] }),
}

/**
 * A dated, scheduled content type (news articles, campaigns): a signed preview link, a list searchable by
 * title and slug, the schedule panel's defaults, drafts with versions, editors only for changes, cache
 * expiry on publish, and the title, slug and schedule fields before the type's own fields.
 */
export function scheduledContent(
  slug: keyof typeof CONTENT_RULES,
  config: Pick<CollectionConfig, 'labels' | 'defaultSort' | 'fields'> & { defaultColumns: string[] },
): CollectionConfig {
  const rules = CONTENT_RULES[slug]
  const leadingFields: Field[] = [
    { name: 'title', label: label('タイトル', 'Title'), type: 'text', required: true, localized: true, maxLength: 200 },
    slugField,
    scheduleField,
    languagesField,
  ]
  return {
    slug,
    labels: config.labels,
    admin: {
      preview: (doc, { locale }) => previewUrl(slug, doc.id as string, locale),
      useAsTitle: 'title',
      defaultColumns: config.defaultColumns,
      group: ADMIN_GROUPS.content,
      listSearchableFields: ['title', 'slug'],
      components: { edit: { beforeDocumentControls: ['/payload/admin/SchedulePublishDefaults.client#SchedulePublishDefaults'] } },
    },
    hooks: {
      ...withPublishDate(slug, rules.liveFrom, revalidateTagsHooks((doc) => rules.tags(doc.slug), { drafts: true, paths: (doc) => rules.paths(doc.slug) })),
      beforeDelete: [refuseDeleteWhileRedirected(slug)],
    },
    access: { read: rules.read, create: isEditor, update: isEditor, delete: isEditor },
    defaultSort: config.defaultSort,
    versions: { drafts: CONTENT_DRAFTS, maxPerDoc: 50 },
    fields: [...leadingFields, ...config.fields],
  }
}

function withPublishDate(slug: string, dateField: string | null, hooks: ReturnType<typeof revalidateTagsHooks>): CollectionConfig['hooks'] {
  // The pages expire when the publish date comes and when each language's own publish time comes.
  const dated = publishDateHooks(slug, (doc) => [...(dateField ? [doc[dateField]] : []), ...languageTimes(doc)])
  return { afterChange: [...hooks.afterChange, dated.afterChange], afterDelete: [...hooks.afterDelete, dated.afterDelete] }
}
