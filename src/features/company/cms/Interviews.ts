import type { CollectionConfig } from 'payload'

import { companyCollection, label, localizedArea, localizedText } from './shared'

/** A year of four digits, or nothing; the message in the admin's language. */
const yearJoined = (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
  value == null || value === '' || /^\d{4}$/.test(String(value)) || (req.i18n?.language === 'en' ? 'Four digits, e.g. 2020.' : '西暦4桁で入力してください（例: 2020）。')

/** Staff interviews on /recruit/Interview/. */
export const Interviews: CollectionConfig = companyCollection({
  slug: 'interviews',
  noun: ['社員インタビュー', 'Interview', 'Interviews'],
  list: { title: ['name', '氏名', 'Name'], columns: ['role', 'sortOrder'], group: label('採用情報', 'Recruit') },
  fields: [
    {
      type: 'row',
      fields: [
        localizedText('role', '職種', 'Role', { required: true, maxLength: 80 }),
        localizedText('site', '勤務地', 'Office', { maxLength: 80 }),
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
        localizedText('question', '質問', 'Question', { required: true, maxLength: 120 }),
        localizedArea('answer', '回答', 'Answer', { required: true, maxLength: 1500 }),
      ],
    },
  ],
})
