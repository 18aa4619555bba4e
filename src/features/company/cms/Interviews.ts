import type { CollectionConfig } from 'payload'

import { CACHE_TAGS } from '../../../lib/cms/cache-tags'
import { companyCollection, label } from './shared'

/** A year of four digits, or nothing; the message in the admin's language. */
const yearJoined = (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
  value == null || value === '' || /^\d{4}$/.test(String(value)) || (req.i18n?.language === 'en' ? 'Four digits, e.g. 2020.' : '西暦4桁で入力してください（例: 2020）。')

/** Staff interviews on /recruit/Interview/. */
export const Interviews: CollectionConfig = companyCollection({
  slug: 'interviews',
  labels: { singular: label('社員インタビュー', 'Interview'), plural: label('社員インタビュー', 'Interviews') },
  title: { name: 'name', label: label('氏名', 'Name') },
  columns: ['name', 'role', 'sortOrder'],
  group: label('採用情報', 'Recruit'),
  tag: CACHE_TAGS.interviews,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'role', label: label('職種', 'Role'), type: 'text', required: true, localized: true, maxLength: 80 },
        { name: 'site', label: label('勤務地', 'Office'), type: 'text', localized: true, maxLength: 80 },
        { name: 'joined', label: label('入社年', 'Year joined'), type: 'text', maxLength: 4, validate: yearJoined },
      ],
    },
    { name: 'portrait', label: label('肖像', 'Portrait'), type: 'upload', relationTo: 'media' },
    {
      name: 'answers',
      label: label('質問と回答', 'Questions and answers'),
      labels: { singular: label('質問', 'Question'), plural: label('質問と回答', 'Questions and answers') },
      type: 'array',
      fields: [
        { name: 'question', label: label('質問', 'Question'), type: 'text', required: true, localized: true, maxLength: 120 },
        { name: 'answer', label: label('回答', 'Answer'), type: 'textarea', required: true, localized: true, maxLength: 1500 },
      ],
    },
  ],
})
