import type { CollectionConfig, Field, GlobalConfig } from 'payload'

import { isEditor } from '../../../payload/access'
import { scheduleField } from '../../../payload/fields/schedule'
import { revalidateTagsHooks } from '../../../payload/hooks/revalidate'
import { ADMIN_GROUPS, CONTENT_DRAFTS, label } from '../../../payload/labels'
import { revalidateGlobal } from './global-hooks'

/** Company content is public once published; the site reads it through the local API. */
const publishedOrStaff: NonNullable<CollectionConfig['access']>['read'] = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

/** Admin group of the company pages' content. */
export const COMPANY_GROUP = label('会社情報', 'Company')

/** What every company-content list shares with news: drafts with autosave, versions, scheduled publishing. */
export const companyCollectionBase = {
  access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: CONTENT_DRAFTS, maxPerDoc: 50 },
} satisfies Partial<CollectionConfig>

const orderField = {
  name: 'sortOrder',
  label: label('並び順', 'Order'),
  type: 'number',
  defaultValue: 100,
  index: true,
  admin: { position: 'sidebar', description: label('小さい順に表示します。', 'Shown from the smallest number up.') },
} as const

/** An anchor id on the page (#tokyo); empty: made from the document id. */
const anchorField = {
  name: 'key',
  label: label('ページ内ID', 'Anchor id'),
  type: 'text',
  unique: true,
  index: true,
  maxLength: 40,
  validate: (value: unknown) => value == null || value === '' || (typeof value === 'string' && /^[a-z][a-z0-9-]*$/.test(value)) || 'a-z, 0-9, -',
  admin: { position: 'sidebar', description: label('ページ内リンク用の英小文字のID（例: fukuoka）。空欄なら自動で付けます。', 'Lower-case id for links within the page (e.g. fukuoka). Empty: one is made for you.') },
} as const

/**
 * A list of company content (offices, leaders, interviews, occupations): what every such list shares with
 * news (drafts with autosave, versions, scheduled publishing, editors only for changes), public once
 * published, ordered by `sortOrder`, its pages' cache tag expired on publish. Fields: the title field,
 * the schedule, the page anchor (unless `anchor: false`), the order, then the type's own fields.
 */
export function companyCollection(config: {
  slug: string
  labels: CollectionConfig['labels']
  /** The document's title (shown in lists), first in the form: a required localized text of up to 80 characters. */
  title: { name: string; label: Record<string, string> }
  /** List columns before status and schedule. */
  columns: string[]
  /** Admin group; company by default. */
  group?: Record<string, string>
  tag: string
  anchor?: boolean
  fields: Field[]
}): CollectionConfig {
  return {
    slug: config.slug,
    labels: config.labels,
    admin: {
      group: config.group ?? COMPANY_GROUP,
      defaultColumns: [...config.columns, '_status', 'schedule'],
      components: { edit: { beforeDocumentControls: ['/payload/admin/SchedulePublishDefaults.client#SchedulePublishDefaults'] } },
      useAsTitle: config.title.name,
    },
    defaultSort: 'sortOrder',
    hooks: revalidateTagsHooks(() => [config.tag]),
    ...companyCollectionBase,
    fields: [{ ...config.title, type: 'text', required: true, localized: true, maxLength: 80 }, scheduleField, ...(config.anchor === false ? [] : [anchorField]), orderField, ...config.fields],
  }
}

/** A company global (profile, messages, home): public, editors only for changes, drafts, its pages' cache tag expired on publish. */
export function companyGlobal(config: Pick<GlobalConfig, 'slug' | 'label' | 'fields'> & { tag: string }): GlobalConfig {
  return {
    slug: config.slug,
    label: config.label,
    admin: { group: COMPANY_GROUP },
    hooks: revalidateGlobal([config.tag]),
    access: { read: () => true, update: isEditor },
    versions: { drafts: CONTENT_DRAFTS, max: 50 },
    fields: config.fields,
  }
}

export { ADMIN_GROUPS, label, scheduleField }
