import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { env } from '../../lib/env'
import { CACHE_TAGS } from '../../lib/cms/cache-tags'
import { isStaff } from '../access'
import { revalidateTagsHooks } from '../hooks/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  // A replaced image or changed alt text shows on every page that uses it.
  hooks: revalidateTagsHooks(() => [CACHE_TAGS.media, CACHE_TAGS.news, CACHE_TAGS.campaigns, CACHE_TAGS.banners], { drafts: false }),
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
