import type { CollectionConfig } from 'payload'

import { adminOrSelf, isAdmin, isAdminField, isStaff, roleOf } from '../access'
import { env } from '../../lib/env'
import { handOnLoginTurn, handOnLoginTurnOnError, takeLoginTurn } from '../hooks/serializeLogins'
import { ADMIN_GROUPS, label } from '../labels'
import { staffName } from '../staff-name'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: label('ユーザー', 'User'), plural: label('ユーザー', 'Users') },
  auth: {
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // The session cookie is Secure whenever the site is served over https (docs/decisions.md S5).
    cookies: { secure: env().SITE_ORIGIN.startsWith('https://'), sameSite: 'Lax' },
  },
  admin: {
    // "名前 (e-mail)" in pickers (an enquiry's 担当者) and titles, as the CSV export writes it.
    useAsTitle: 'displayName',
    defaultColumns: ['email', 'name', 'role'],
    group: ADMIN_GROUPS.settings,
    // Only admins manage accounts; everyone reaches their own through the account menu.
    hidden: ({ user }) => roleOf(user) !== 'admin',
  },
  // Two logins of one account at once would lose a session (Payload's read-modify-write): one at a time.
  hooks: {
    beforeOperation: [takeLoginTurn],
    beforeChange: [({ data, originalDoc }) => ({ ...data, displayName: staffName({ name: data.name ?? originalDoc?.name, email: data.email ?? originalDoc?.email }) })],
    afterOperation: [handOnLoginTurn],
    afterError: [handOnLoginTurnOnError],
  },
  access: {
    // Nothing about users is public. Staff may see who their colleagues are (to assign an enquiry).
    read: isStaff,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', label: label('名前', 'Name'), type: 'text', maxLength: 100 },
    // Written from name and e-mail on every save; what pickers and titles show.
    { name: 'displayName', label: label('表示名', 'Display name'), type: 'text', admin: { hidden: true, readOnly: true } },
    {
      name: 'role',
      label: label('役割', 'Role'),
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: label('管理者(ユーザーとリダイレクトの管理)', 'Admin (manages users and redirects)'), value: 'admin' },
        { label: label('編集者(サイトのコンテンツ)', 'Editor (site content)'), value: 'editor' },
        { label: label('承認者(コンテンツの編集と公開の承認)', 'Approver (edits content, approves publishing)'), value: 'approver' },
        { label: label('問い合わせ担当', 'Enquiry handler'), value: 'support' },
      ],
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
