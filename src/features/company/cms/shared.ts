import type { CollectionConfig, Field, GlobalConfig, TextareaField, TextField } from 'payload'

import { isEditor } from '../../../payload/access'
import { languagesField, languageTimes } from '../../../payload/fields/languages'
import { scheduleField } from '../../../payload/fields/schedule'
import { publishDateHooks } from '../../../payload/publish-date'
import { revalidateTagsHooks } from '../../../payload/hooks/revalidate'
import { ADMIN_GROUPS, CONTENT_DRAFTS, label } from '../../../payload/labels'
import { CACHE_TAGS } from '../../../lib/cms/cache-tags'
import { revalidateGlobal } from './global-hooks'

/** Company content is public once published; the site reads it through the local API. */
const publishedOrStaff: NonNullable<CollectionConfig['access']>['read'] = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

/** A text field in both languages, labelled in the admin's two languages; `extra` adds to or overrides its settings. */
export const localizedText = (name: string, ja: string, en: string, extra: Partial<TextField> = {}): TextField => ({ name, label: label(ja, en), type: 'text', localized: true, maxLength: 300, ...extra }) as TextField
/** A multi-line text field in both languages (see localizedText). */
export const localizedArea = (name: string, ja: string, en: string, extra: Partial<TextareaField> = {}): TextareaField => ({ name, label: label(ja, en), type: 'textarea', localized: true, maxLength: 4000, ...extra }) as TextareaField

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
  /** Also the name of the cache tag its pages carry (CACHE_TAGS). */
  slug: 'offices' | 'leaders' | 'interviews' | 'occupations'
  /** What one document is called: in Japanese (singular and plural alike), then in English singular and plural. */
  noun: [ja: string, en: string, enPlural: string]
  /**
   * How the admin lists the documents: the title field (shown in lists, first in the form: a required
   * localized text of up to 80 characters) as [name, Japanese label, English label], the columns after it
   * (status and schedule follow), and the admin group (company by default).
   */
  list: { title: [name: string, ja: string, en: string]; columns: string[]; group?: Record<string, string> }
  anchor?: boolean
  fields: Field[]
}): CollectionConfig {
  const title = localizedText(...config.list.title, { required: true, maxLength: 80 })
  return {
    slug: config.slug,
    labels: { singular: label(config.noun[0], config.noun[1]), plural: label(config.noun[0], config.noun[2]) },
    admin: {
      group: config.list.group ?? COMPANY_GROUP,
      defaultColumns: [title.name, ...config.list.columns, '_status', 'schedule'],
      components: { edit: { beforeDocumentControls: ['/payload/admin/SchedulePublishDefaults.client#SchedulePublishDefaults'] } },
      useAsTitle: title.name,
    },
    defaultSort: 'sortOrder',
    hooks: companyHooks(config.slug),
    ...companyCollectionBase,
    fields: [title, scheduleField, languagesField, ...(config.anchor === false ? [] : [anchorField]), orderField, ...config.fields],
  }
}

/** Cache expiry on publish, and when a language's own publish time comes (fields/languages.ts). */
function companyHooks(slug: 'offices' | 'leaders' | 'interviews' | 'occupations'): CollectionConfig['hooks'] {
  const hooks = revalidateTagsHooks(() => [CACHE_TAGS[slug]])
  const dated = publishDateHooks(slug, languageTimes)
  return { afterChange: [...hooks.afterChange, dated.afterChange], afterDelete: [...hooks.afterDelete, dated.afterDelete] }
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
