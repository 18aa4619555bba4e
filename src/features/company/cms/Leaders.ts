import type { CollectionConfig } from 'payload'

import { CACHE_TAGS } from '../../../lib/cms/cache-tags'
import { revalidateTagsHooks } from '../../../payload/hooks/revalidate'
import { anchorField, companyAdmin, companyCollectionBase, label, orderField, scheduleField } from './shared'

/** Leaders on /company/Leaders/; the first one (by order) signs the message on /company/Message/. */
export const Leaders: CollectionConfig = {
  slug: 'leaders',
  labels: { singular: label('役員', 'Leader'), plural: label('役員', 'Leaders') },
  admin: { ...companyAdmin(['name', 'title', 'sortOrder']), useAsTitle: 'name' },
  defaultSort: 'sortOrder',
  hooks: revalidateTagsHooks(() => [CACHE_TAGS.leaders]),
  ...companyCollectionBase,
  fields: [
    { name: 'name', label: label('氏名', 'Name'), type: 'text', required: true, localized: true, maxLength: 80 },
    scheduleField,
    anchorField,
    orderField,
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
}
