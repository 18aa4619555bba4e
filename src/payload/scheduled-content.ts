import type { Access, CollectionConfig, Field } from 'payload'

import { isEditor } from './access'
import { scheduleField } from './fields/schedule'
import { slugField } from './fields/slug'
import { revalidateTagsHooks } from './hooks/revalidate'
import { ADMIN_GROUPS, CONTENT_DRAFTS, label } from './labels'
import { previewUrl } from './preview-url'

/**
 * What every dated, scheduled content type (news articles, campaigns) has in the admin: a signed preview
 * link, a list searchable by title and slug, the schedule panel's defaults, drafts with versions, editors
 * only for changes, cache expiry on publish, and the title, slug and schedule fields first.
 */
export function scheduledContent(options: {
  slug: 'news' | 'campaigns'
  read: Access
  defaultColumns: string[]
  tagsFor: (doc: { slug?: string | null }) => string[]
}): Pick<CollectionConfig, 'admin' | 'hooks' | 'access' | 'versions'> & { leadingFields: Field[] } {
  return {
    admin: {
      preview: (doc, { locale }) => previewUrl(options.slug, doc.id as string, locale),
      useAsTitle: 'title',
      defaultColumns: options.defaultColumns,
      group: ADMIN_GROUPS.content,
      listSearchableFields: ['title', 'slug'],
      components: { edit: { beforeDocumentControls: ['/payload/admin/SchedulePublishDefaults.client#SchedulePublishDefaults'] } },
    },
    hooks: revalidateTagsHooks(options.tagsFor),
    access: { read: options.read, create: isEditor, update: isEditor, delete: isEditor },
    versions: { drafts: CONTENT_DRAFTS, maxPerDoc: 50 },
    leadingFields: [
      { name: 'title', label: label('タイトル', 'Title'), type: 'text', required: true, localized: true, maxLength: 200 },
      slugField,
      scheduleField,
    ],
  }
}
