import type { CollectionConfig } from 'payload'

import { CACHE_TAGS } from '../../../lib/cms/cache-tags'
import { companyCollection, label } from './shared'

/** Leaders on /company/Leaders/; the first one (by order) signs the message on /company/Message/. */
export const Leaders: CollectionConfig = companyCollection({
  slug: 'leaders',
  labels: { singular: label('役員', 'Leader'), plural: label('役員', 'Leaders') },
  title: { name: 'name', label: label('氏名', 'Name') },
  columns: ['name', 'title', 'sortOrder'],
  tag: CACHE_TAGS.leaders,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'title', label: label('役職', 'Title'), type: 'text', required: true, localized: true, maxLength: 80 },
        { name: 'jobTitle', label: label('担当', 'Role'), type: 'text', localized: true, maxLength: 80 },
      ],
    },
    {
      name: 'bio',
      label: label('経歴', 'Biography'),
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 2000,
      admin: { rows: 8, description: label('空行で段落を分けます。', 'Separate paragraphs with an empty line.') },
    },
    { name: 'portrait', label: label('肖像', 'Portrait'), type: 'upload', relationTo: 'media', admin: { description: label('正方形の画像（480×480以上）。', 'A square picture (480×480 or larger).') } },
  ],
})
