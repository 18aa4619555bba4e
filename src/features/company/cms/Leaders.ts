import type { CollectionConfig } from 'payload'

import { companyCollection, label, localizedText } from './shared'

/** Leaders on /company/Leaders/; the first one (by order) signs the message on /company/Message/. */
export const Leaders: CollectionConfig = companyCollection({
  slug: 'leaders',
  noun: ['役員', 'Leader', 'Leaders'],
  list: { title: ['name', '氏名', 'Name'], columns: ['title', 'sortOrder'] },
  fields: [
    { type: 'row', fields: [localizedText('title', '役職', 'Title', { required: true, maxLength: 80 }), localizedText('jobTitle', '担当', 'Role', { maxLength: 80 })] },
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
