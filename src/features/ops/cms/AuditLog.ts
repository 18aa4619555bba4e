/**
 * The audit log (issue 41 §4): who signed in (or failed to) from where, who published, unpublished or
 * deleted content, changed a user or a role, exported enquiries or opened one. Admins read it in the admin
 * (filterable, searchable, exportable as CSV); nobody edits or deletes an entry through the API or the admin,
 * only the daily retention job removes entries older than AUDIT_RETENTION_DAYS.
 */
import type { CollectionConfig } from 'payload'

import { isAdmin, roleOf } from '../../../payload/access'
import { ADMIN_GROUPS, label } from '../../../payload/labels'
import { exportAuditLog } from '../audit/export'
import { AUDIT_ACTIONS, AUDIT_OUTCOMES, AUDIT_SLUG } from '../audit/constants'

const readOnly = { readOnly: true } as const

export const AuditLog: CollectionConfig = {
  slug: AUDIT_SLUG,
  labels: { singular: label('操作記録', 'Audit entry'), plural: label('操作記録', 'Audit log') },
  admin: {
    group: ADMIN_GROUPS.settings,
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'action', 'outcome', 'userEmail', 'targetType', 'targetId', 'clientAddress'],
    listSearchableFields: ['userEmail', 'targetType', 'targetId', 'detail', 'clientAddress'],
    description: label(
      'サインイン、公開・公開停止・削除、ユーザーと役割の変更、お問い合わせの閲覧と書き出しの記録です。編集・削除はできません。',
      'Sign-ins, publishing, unpublishing and deletions, user and role changes, enquiry views and exports. Entries cannot be edited or deleted.',
    ),
    hidden: ({ user }) => roleOf(user) !== 'admin',
    disableCopyToLocale: true,
    components: { beforeListTable: ['/features/ops/admin/AuditExportButton.client#AuditExportButton'] },
  },
  disableDuplicate: true,
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportAuditLog }],
  fields: [
    {
      name: 'action',
      label: label('操作', 'Action'),
      type: 'select',
      required: true,
      index: true,
      options: Object.entries(AUDIT_ACTIONS).map(([value, l]) => ({ value, label: l })),
      admin: readOnly,
    },
    {
      name: 'outcome',
      label: label('結果', 'Outcome'),
      type: 'select',
      required: true,
      defaultValue: 'success',
      options: Object.entries(AUDIT_OUTCOMES).map(([value, l]) => ({ value, label: l })),
      admin: readOnly,
    },
    // The user's id as a plain number, not a relationship: an entry is written outside the action's transaction,
    // and a foreign key to a users row that transaction holds (a sign-in updates it) would wait for it for ever.
    { name: 'userId', label: label('ユーザー ID', 'User ID'), type: 'number', index: true, admin: readOnly },
    { name: 'userEmail', label: label('メールアドレス', 'E-mail'), type: 'text', maxLength: 320, index: true, admin: readOnly },
    { name: 'targetType', label: label('対象の種類', 'Target type'), type: 'text', maxLength: 100, admin: readOnly },
    { name: 'targetId', label: label('対象の ID', 'Target ID'), type: 'text', maxLength: 100, admin: readOnly },
    { name: 'detail', label: label('詳細', 'Details'), type: 'textarea', maxLength: 1000, admin: readOnly },
    { name: 'clientAddress', label: label('接続元 IP アドレス', 'Client address'), type: 'text', maxLength: 64, admin: readOnly },
  ],
  timestamps: true,
}
