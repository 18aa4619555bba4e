import type { CollectionConfig, Field } from 'payload'

import { CACHE_TAGS } from '../../../lib/cms/cache-tags'
import { LEGAL_KINDS } from '../../../lib/cms/types'
import { revalidateTagsHooks } from '../../../payload/hooks/revalidate'
import { companyCollectionBase, label, scheduleField } from '../../company/cms/shared'

const KIND_LABELS = {
  privacy: label('プライバシーポリシー（/Privacy/）', 'Privacy policy (/Privacy/)'),
  terms: label('利用規約（/Terms/）', 'Terms of use (/Terms/)'),
  conduct: label('行動規範（/Conduct/）', 'Code of conduct (/Conduct/)'),
  external: label('外部送信ポリシー（/ExternalTransmission/）', 'External transmission policy (/ExternalTransmission/)'),
  accessibility: label('ウェブアクセシビリティ方針（/Accessibility/）', 'Accessibility policy (/Accessibility/)'),
} as const
const dateOnly = { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy/MM/dd' } } as const

/**
 * The tag register of the external-transmission policy: per tool or SDK that sends a visitor's
 * information to a third party, the items of the Telecommunications Business Act's ordinance
 * (施行規則 22条の2の29): what is sent, the recipient, and the purposes; plus the recipient's policy and opt-out.
 */
const tagRegisterField = {
  name: 'tags',
  label: label('外部送信の一覧（タグ・SDK）', 'Tag register (tags and SDKs)'),
  labels: { singular: label('送信先', 'Recipient'), plural: label('外部送信の一覧', 'Tag register') },
  type: 'array',
  admin: {
    condition: (data: { kind?: string }) => data?.kind === 'external',
    description: label(
      'ページの表に、この順で一行ずつ表示されます。「等」でまとめず、送信される情報と目的を具体的に書いてください。',
      'Each entry is one row of the table on the page, in this order. Name the information and purposes precisely (no “etc.”).',
    ),
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'service', label: label('サービス名', 'Service'), type: 'text', required: true, localized: true, maxLength: 120 },
        { name: 'recipient', label: label('送信先の事業者', 'Recipient company'), type: 'text', required: true, localized: true, maxLength: 200 },
      ],
    },
    { name: 'information', label: label('送信される情報', 'Information sent'), type: 'textarea', required: true, localized: true, maxLength: 1000 },
    { name: 'sitePurpose', label: label('当社の利用目的', 'Our purpose'), type: 'textarea', required: true, localized: true, maxLength: 1000 },
    { name: 'recipientPurpose', label: label('送信先での利用目的', 'Recipient’s purpose'), type: 'textarea', required: true, localized: true, maxLength: 1000 },
    {
      type: 'row',
      fields: [
        { name: 'policyUrl', label: label('送信先のプライバシーポリシー（URL）', 'Recipient’s privacy policy (URL)'), type: 'text', required: true, maxLength: 500, validate: httpsUrl },
        { name: 'optOutUrl', label: label('オプトアウト（URL）', 'Opt-out (URL)'), type: 'text', maxLength: 500, validate: httpsUrl },
      ],
    },
  ],
} satisfies Field

function httpsUrl(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value) ? true : 'https:// で始まる URL を入力してください / Enter a URL starting with https://'
}

/**
 * The privacy policy, terms of use, code of conduct, external-transmission policy (with its tag register)
 * and accessibility policy: rich text, an effective date and their revisions.
 */
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
    tagRegisterField,
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
