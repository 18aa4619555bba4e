import type { CollectionConfig } from 'payload'

import { campaignsRead } from '../../../payload/access'
import { CACHE_TAGS } from '../../../lib/cms/cache-tags'
import { label } from '../../../payload/labels'
import { scheduledContent } from '../../../payload/scheduled-content'

const DAY_AND_TIME = { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'yyyy/MM/dd HH:mm' } as const

const { leadingFields, ...shared } = scheduledContent({
  slug: 'campaigns',
  read: campaignsRead,
  defaultColumns: ['title', 'startsAt', 'endsAt', '_status', 'schedule'],
  tagsFor: (doc) => [CACHE_TAGS.campaigns, ...(doc.slug ? [CACHE_TAGS.campaign(doc.slug)] : [])],
})

export const Campaigns: CollectionConfig = {
  slug: 'campaigns',
  labels: { singular: label('キャンペーン', 'Campaign'), plural: label('キャンペーン', 'Campaigns') },
  ...shared,
  defaultSort: '-startsAt',
  fields: [
    ...leadingFields,
    {
      name: 'startsAt',
      label: label('開始日時', 'Starts at'),
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: DAY_AND_TIME },
    },
    {
      name: 'endsAt',
      label: label('終了日時', 'Ends at'),
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: DAY_AND_TIME },
      validate: (value: unknown, { siblingData, req }: { siblingData: { startsAt?: string }; req: { i18n?: { language?: string } } }) =>
        !value || !siblingData.startsAt || new Date(String(value)) > new Date(siblingData.startsAt)
          ? true
          : req.i18n?.language === 'ja'
            ? '終了日時は開始日時より後にしてください。'
            : 'The end must come after the start.',
    },
    {
      name: 'summary',
      label: label('概要', 'Summary'),
      type: 'textarea',
      localized: true,
      maxLength: 400,
      admin: { description: label('一覧に表示される短い説明です(400字まで)。', 'A short summary shown in lists (up to 400 characters).') },
    },
    { name: 'image', label: label('画像', 'Image'), type: 'upload', relationTo: 'media' },
    { name: 'body', label: label('本文', 'Body'), type: 'richText', localized: true },
    {
      name: 'cta',
      label: label('ボタン', 'Call to action'),
      type: 'group',
      fields: [
        { name: 'label', label: label('ボタンの文言', 'Button text'), type: 'text', localized: true, maxLength: 60 },
        {
          name: 'url',
          label: label('リンク先 URL', 'Link URL'),
          type: 'text',
          maxLength: 500,
          admin: { description: label('サイト内は /contact/ のようなパス、外部は https:// から。', 'A path such as /contact/ for this site, or a full https:// address.') },
        },
      ],
    },
  ],
}
