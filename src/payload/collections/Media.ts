import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { env } from '../../lib/env'
import { CACHE_TAGS } from '../../lib/cms/cache-tags'
import { isEditor } from '../access'
import { revalidateTagsHooks } from '../hooks/revalidate'
import { ADMIN_GROUPS, label } from '../labels'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: label('メディア', 'Media file'), plural: label('メディア', 'Media') },
  // Search finds a picture by what it shows (its alt text in either language), not only by its file name.
  admin: { group: ADMIN_GROUPS.content, listSearchableFields: ['filename', 'alt'] },
  // A replaced image or changed alt text shows on every page that uses it.
  hooks: revalidateTagsHooks(() => [CACHE_TAGS.media, CACHE_TAGS.news, CACHE_TAGS.campaigns, CACHE_TAGS.banners], { drafts: false }),
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    staticDir: path.resolve(env().MEDIA_DIR),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
    imageSizes: [
      { name: 'card', width: 640, height: 360, position: 'centre' },
      { name: 'hero', width: 1536, height: undefined },
    ],
    formatOptions: { format: 'webp', options: { quality: 80 } },
    focalPoint: true,
    // The admin's thumbnail (the media list, upload cards, the drawer): the whole picture, by its path. Payload's
    // default is the size nearest 180 px wide, here `card`, cut to 16:9 from the middle (a 4:1 banner lost more than
    // half of itself, issue 43 §8); and its address is on SITE_ORIGIN, which the admin may not be open on.
    adminThumbnail: ({ doc }) => {
      const file = (doc as { filename?: string | null; sizes?: { hero?: { filename?: string | null } } }).sizes?.hero?.filename || (doc as { filename?: string | null }).filename
      return file ? `/api/media/file/${encodeURIComponent(file)}` : null
    },
  },
  fields: [
    // Payload's own upload fields, labelled in both languages (it names some in English only, and the image
    // sizes by their code names); merged into Payload's fields of the same name.
    { name: 'mimeType', type: 'text', label: label('ファイル形式', 'File type') },
    { name: 'thumbnailURL', type: 'text', label: label('サムネイルの URL', 'Thumbnail URL') },
    {
      name: 'sizes',
      type: 'group',
      fields: [
        { name: 'card', type: 'group', label: label('カード用(640×360)', 'Card (640×360)'), fields: [] },
        { name: 'hero', type: 'group', label: label('大きな表示用(幅 1536)', 'Large (1536 wide)'), fields: [] },
      ],
    },
    {
      name: 'alt',
      label: label('代替テキスト', 'Alt text'),
      type: 'text',
      localized: true,
      required: true,
      maxLength: 200,
      admin: { description: label('画像が見えない人に読み上げられる説明です。', 'Read out to people who cannot see the image.') },
    },
  ],
}
