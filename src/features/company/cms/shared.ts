import type { CollectionConfig } from 'payload'

import { isEditor } from '../../../payload/access'
import { scheduleField } from '../../../payload/fields/schedule'
import { ADMIN_GROUPS, CONTENT_DRAFTS, label } from '../../../payload/labels'

/** Company content is public once published; the site reads it through the local API. */
const publishedOrStaff: NonNullable<CollectionConfig['access']>['read'] = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

/** Admin group of the company pages' content. */
export const COMPANY_GROUP = label('会社情報', 'Company')

/** What every company-content list shares with news: drafts with autosave, versions, scheduled publishing. */
export const companyCollectionBase = {
  access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: CONTENT_DRAFTS, maxPerDoc: 50 },
} satisfies Partial<CollectionConfig>

export const companyAdmin = (defaultColumns: string[]): CollectionConfig['admin'] => ({
  group: COMPANY_GROUP,
  defaultColumns: [...defaultColumns, '_status', 'schedule'],
  components: { edit: { beforeDocumentControls: ['/payload/admin/SchedulePublishDefaults.client#SchedulePublishDefaults'] } },
})

export const orderField = {
  name: 'sortOrder',
  label: label('並び順', 'Order'),
  type: 'number',
  defaultValue: 100,
  index: true,
  admin: { position: 'sidebar', description: label('小さい順に表示します。', 'Shown from the smallest number up.') },
} as const

/** An anchor id on the page (#tokyo); empty: made from the document id. */
export const anchorField = {
  name: 'key',
  label: label('ページ内ID', 'Anchor id'),
  type: 'text',
  unique: true,
  index: true,
  maxLength: 40,
  validate: (value: unknown) => value == null || value === '' || (typeof value === 'string' && /^[a-z][a-z0-9-]*$/.test(value)) || 'a-z, 0-9, -',
  admin: { position: 'sidebar', description: label('ページ内リンク用の英小文字のID（例: fukuoka）。空欄なら自動で付けます。', 'Lower-case id for links within the page (e.g. fukuoka). Empty: one is made for you.') },
} as const

export { ADMIN_GROUPS, label, scheduleField }
