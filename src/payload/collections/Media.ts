import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { env } from '../../lib/env'
import { isStaff } from '../access'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: () => true, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: path.resolve(env().MEDIA_DIR),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
    imageSizes: [
      { name: 'card', width: 640, height: 360, position: 'centre' },
      { name: 'hero', width: 1536, height: undefined },
    ],
    formatOptions: { format: 'webp', options: { quality: 80 } },
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true, maxLength: 200 }],
}
