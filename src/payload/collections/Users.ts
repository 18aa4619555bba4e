import type { CollectionConfig } from 'payload'

import { adminOrSelf, isAdmin, isAdminField } from '../access'
import { env } from '../../lib/env'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // The session cookie is Secure whenever the site is served over https (issue 12 §5).
    cookies: { secure: env().SITE_ORIGIN.startsWith('https://'), sameSite: 'Lax' },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Settings' },
  access: {
    // Nothing about users is public.
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 100 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
