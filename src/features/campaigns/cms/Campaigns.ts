import type { CollectionConfig } from 'payload'

import { label } from '../../../payload/labels'
import { scheduledContent, sidebarDate, summaryField } from '../../../payload/scheduled-content'

export const Campaigns: CollectionConfig = scheduledContent('campaigns', {
  labels: { singular: label('キャンペーン', 'Campaign'), plural: label('キャンペーン', 'Campaigns') },
  defaultColumns: ['title', 'startsAt', 'endsAt', '_status', 'schedule'],
  defaultSort: '-startsAt',
  fields: [
    sidebarDate('startsAt', label('開始日時', 'Starts at')),
    sidebarDate('endsAt', label('終了日時', 'Ends at'), {
      validate: (value: unknown, { siblingData, req }: { siblingData: { startsAt?: string }; req: { i18n?: { language?: string } } }) =>
        !value || !siblingData.startsAt || new Date(String(value)) > new Date(siblingData.startsAt)
          ? true
          : req.i18n?.language === 'ja'
            ? '終了日時は開始日時より後にしてください。'
            : 'The end must come after the start.',
    }),
    summaryField('summary', label('概要', 'Summary'), label('一覧に表示される短い説明です(400字まで)。', 'A short summary shown in lists (up to 400 characters).')),
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
})
