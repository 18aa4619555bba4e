import type { CollectionConfig } from 'payload'

import { CACHE_TAGS } from '../../../lib/cms/cache-tags'
import { LEGAL_KINDS } from '../../../lib/cms/types'
import { revalidateTagsHooks } from '../../../payload/hooks/revalidate'
import { companyCollectionBase, label, scheduleField } from '../../company/cms/shared'

const KIND_LABELS = {
  privacy: label('プライバシーポリシー（/Privacy/）', 'Privacy policy (/Privacy/)'),
  terms: label('利用規約（/Terms/）', 'Terms of use (/Terms/)'),
  conduct: label('行動規範（/Conduct/）', 'Code of conduct (/Conduct/)'),
} as const
const dateOnly = { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy/MM/dd' } } as const

/** The privacy policy, terms of use and code of conduct: rich text, an effective date and their revisions. */
export const LegalPages: CollectionConfig = {
  slug: 'legal-pages',
  labels: { singular: label('規約・ポリシー', 'Legal page'), plural: label('規約・ポリシー', 'Legal pages') },
  admin: { useAsTitle: 'title', group: label('会社情報', 'Company'), defaultColumns: ['title', 'kind', 'effectiveDate', '_status', 'schedule'], components: { edit: { beforeDocumentControls: ['/payload/admin/SchedulePublishDefaults.client#SchedulePublishDefaults'] } } },
  hooks: revalidateTagsHooks((doc) => [CACHE_TAGS.legal(String((doc as { kind?: string }).kind ?? ''))]),
  ...companyCollectionBase,
  fields: [
    { name: 'title', label: label('タイトル', 'Title'), type: 'text', required: true, localized: true, maxLength: 120 },
    scheduleField,
    { name: 'kind', label: label('ページ', 'Page'), type: 'select', required: true, unique: true, options: LEGAL_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })), admin: { position: 'sidebar' } },
    { name: 'effectiveDate', label: label('施行日', 'Effective date'), type: 'date', required: true, admin: { position: 'sidebar', ...dateOnly } },
    {
      name: 'body',
      label: label('本文', 'Text'),
      type: 'richText',
      required: true,
      localized: true,
      admin: { description: label('見出し2（H2）が条文の見出しになり、目次に並びます。{company} は会社名に置き換わります。', 'Each heading 2 is an article, listed in the contents. {company} becomes the company name.') },
    },
    { name: 'signature', label: label('署名', 'Signature'), type: 'text', localized: true, maxLength: 120, admin: { description: label('{company} は会社名に置き換わります。', '{company} becomes the company name.') } },
    {
      name: 'revisions',
      label: label('改定履歴', 'Revision history'),
      labels: { singular: label('改定', 'Revision'), plural: label('改定履歴', 'Revision history') },
      type: 'array',
      admin: { description: label('ページの末尾に表示されます（例: 制定 2021/06/08、改定 …）。', 'Shown at the end of the page (e.g. Issued 2021/06/08, Revised …).') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', label: label('種類', 'What'), type: 'text', required: true, localized: true, maxLength: 40 },
            { name: 'date', label: label('日付', 'Date'), type: 'date', required: true, admin: dateOnly },
            { name: 'note', label: label('内容', 'Note'), type: 'text', localized: true, maxLength: 200 },
          ],
        },
      ],
    },
  ],
}
