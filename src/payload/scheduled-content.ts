import type { CollectionConfig, DateField, Field, TextareaField } from 'payload'

import { CACHE_TAGS } from '../lib/cms/cache-tags'
import { campaignsRead, isEditor, newsRead } from './access'
import { scheduleField } from './fields/schedule'
import { slugField } from './fields/slug'
import { revalidateTagsHooks } from './hooks/revalidate'
import { ADMIN_GROUPS, CONTENT_DRAFTS, label } from './labels'
import { previewUrl } from './preview-url'

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

/** Who reads each dated content type and which cache tags a change expires (the list's and the page's). */
const CONTENT_RULES = {
  news: { read: newsRead, tags: (slug?: string | null) => [CACHE_TAGS.news, ...(slug ? [CACHE_TAGS.newsArticle(slug)] : [])] },
  campaigns: { read: campaignsRead, tags: (slug?: string | null) => [CACHE_TAGS.campaigns, ...(slug ? [CACHE_TAGS.campaign(slug)] : [])] },
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
    hooks: revalidateTagsHooks((doc) => rules.tags(doc.slug)),
    access: { read: rules.read, create: isEditor, update: isEditor, delete: isEditor },
    defaultSort: config.defaultSort,
    versions: { drafts: CONTENT_DRAFTS, maxPerDoc: 50 },
    fields: [...leadingFields, ...config.fields],
  }
}
