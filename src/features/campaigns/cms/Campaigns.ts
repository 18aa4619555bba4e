import type { CollectionConfig } from 'payload'

import { campaignsRead, isEditor } from '../../../payload/access'
import { CACHE_TAGS } from '../../../lib/cms/cache-tags'
import { revalidateTagsHooks } from '../../../payload/hooks/revalidate'
import { previewUrl } from '../../../payload/preview-url'
import { slugField } from '../../../payload/fields/slug'
import { scheduleField } from '../../../payload/fields/schedule'
import { ADMIN_GROUPS, CONTENT_DRAFTS, label } from '../../../payload/labels'

const DAY_AND_TIME = { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'yyyy/MM/dd HH:mm' } as const

export const Campaigns: CollectionConfig = {
  slug: 'campaigns',
  labels: { singular: label('キャンペーン', 'Campaign'), plural: label('キャンペーン', 'Campaigns') },
  admin: {
    preview: (doc, { locale }) => previewUrl('campaigns', doc.id as string, locale),
    useAsTitle: 'title',
    defaultColumns: ['title', 'startsAt', 'endsAt', '_status', 'schedule'],
    group: ADMIN_GROUPS.content,
    listSearchableFields: ['title', 'slug'],
    components: { edit: { beforeDocumentControls: ['/payload/admin/SchedulePublishDefaults.client#SchedulePublishDefaults'] } },
  },
  hooks: revalidateTagsHooks((doc) => [CACHE_TAGS.campaigns, ...(doc.slug ? [CACHE_TAGS.campaign(doc.slug)] : [])]),
  access: { read: campaignsRead, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: '-startsAt',
  versions: { drafts: CONTENT_DRAFTS, maxPerDoc: 50 },
  fields: [
    { name: 'title', label: label('タイトル', 'Title'), type: 'text', required: true, localized: true, maxLength: 200 },
    slugField,
    scheduleField,
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
