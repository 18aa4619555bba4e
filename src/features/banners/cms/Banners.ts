import type { CollectionConfig } from 'payload'

import { bannersRead, isEditor } from '../../../payload/access'
import { CACHE_TAGS } from '../../../lib/cms/cache-tags'
import { BANNER_PLACEMENTS } from '../../../lib/cms/types'
import { revalidateTagsHooks } from '../../../payload/hooks/revalidate'
import { languagesField, languageTimes } from '../../../payload/fields/languages'
import { publishDateHooks } from '../../../payload/publish-date'
import { previewUrl } from '../../../payload/preview-url'
import { ADMIN_GROUPS, CONTENT_DRAFTS, label } from '../../../payload/labels'


const PLACEMENT_LABELS = {
  'home-hero': { en: 'Home: large, below the hero', ja: 'ホーム：ヒーロー下（大）' },
  'home-strip': { en: 'Home: strip above the news', ja: 'ホーム：ニュース上（帯）' },
} as const

export const Banners: CollectionConfig = {
  slug: 'banners',
  labels: { singular: label('バナー', 'Banner'), plural: label('バナー', 'Banners') },
  admin: {
    preview: (doc, { locale }) => previewUrl('banners', doc.id as string, locale),
    useAsTitle: 'title', defaultColumns: ['title', 'placement', 'startsAt', 'endsAt', '_status'], group: ADMIN_GROUPS.content },
  hooks: bannerHooks(),
  access: { read: bannersRead, create: isEditor, update: isEditor, delete: isEditor },
  versions: {
    drafts: CONTENT_DRAFTS,
    maxPerDoc: 20,
  },
  fields: [
    { name: 'title', label: label('タイトル', 'Title'), type: 'text', required: true, localized: true, maxLength: 120 },
    {
      // The message shown over the picture, as real text in each language (never baked into the image).
      type: 'collapsible',
      label: label('バナーの文言', 'Message on the banner'),
      fields: [
        {
          name: 'headline',
          label: label('見出し', 'Headline'),
          type: 'text',
          localized: true,
          maxLength: 60,
          admin: { description: { en: 'Large text over the picture. Empty: the picture alone, with its alt text.', ja: '画像の上に大きく表示する文言。空欄なら画像だけを表示します（代替テキスト付き）。' } },
        },
        { name: 'subline', label: label('補足文', 'Supporting line'), type: 'text', localized: true, maxLength: 140, admin: { description: { en: 'One supporting sentence.', ja: '補足の一文。' } } },
        { name: 'ctaLabel', label: label('ボタンの文言', 'Button label'), type: 'text', localized: true, maxLength: 30, admin: { description: { en: 'Button text, shown when the banner has a link.', ja: 'ボタンの文言（リンクがある場合に表示）。' } } },
      ],
    },
    { name: 'image', label: label('画像', 'Image'), type: 'upload', relationTo: 'media', required: true },
    { name: 'link', label: label('リンク先', 'Link'), type: 'text', maxLength: 500 },
    {
      name: 'placement',
      label: label('表示場所', 'Placement'),
      type: 'select',
      required: true,
      defaultValue: 'home-hero',
      options: BANNER_PLACEMENTS.map((value) => ({ label: PLACEMENT_LABELS[value], value })),
    },
    { name: 'startsAt', label: label('表示開始', 'Starts at'), type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'yyyy/MM/dd HH:mm' } } },
    { name: 'endsAt', label: label('表示終了', 'Ends at'), type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'yyyy/MM/dd HH:mm' } } },
    { name: 'sortOrder', label: label('並び順', 'Order'), type: 'number', defaultValue: 0 },
    languagesField,
  ],
}

/** Cache expiry on publish, and when a language's own publish time comes (fields/languages.ts). */
function bannerHooks(): CollectionConfig['hooks'] {
  const hooks = revalidateTagsHooks(() => [CACHE_TAGS.banners])
  const dated = publishDateHooks('banners', languageTimes)
  return { afterChange: [...hooks.afterChange, dated.afterChange], afterDelete: [...hooks.afterDelete, dated.afterDelete] }
}
