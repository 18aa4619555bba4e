import type { CollectionConfig } from 'payload'

import { bannersRead, isStaff } from '../access'
import { CACHE_TAGS } from '../../lib/cms/cache-tags'
import { BANNER_PLACEMENTS } from '../../lib/cms/types'
import { revalidateTagsHooks } from '../hooks/revalidate'
import { previewUrl } from '../preview-url'


const PLACEMENT_LABELS = {
  'home-hero': { en: 'Home: large, below the hero', ja: 'ホーム：ヒーロー下（大）' },
  'home-strip': { en: 'Home: strip above the news', ja: 'ホーム：ニュース上（帯）' },
} as const

export const Banners: CollectionConfig = {
  slug: 'banners',
  admin: {
    preview: (doc, { locale }) => previewUrl('banners', doc.id as string, locale),
    useAsTitle: 'title', defaultColumns: ['title', 'placement', 'startsAt', 'endsAt', '_status'], group: 'Content' },
  hooks: revalidateTagsHooks(() => [CACHE_TAGS.banners]),
  access: { read: bannersRead, create: isStaff, update: isStaff, delete: isStaff },
  versions: {
    drafts: { autosave: { interval: 1000 }, schedulePublish: true },
    maxPerDoc: 20,
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 120 },
    {
      // The message shown over the picture, as real text in each language (never baked into the image).
      type: 'collapsible',
      label: { en: 'Message on the banner', ja: 'バナーの文言' },
      fields: [
        {
          name: 'headline',
          type: 'text',
          localized: true,
          maxLength: 60,
          admin: { description: { en: 'Large text over the picture. Empty: the picture alone, with its alt text.', ja: '画像の上に大きく表示する文言。空欄なら画像だけを表示します（代替テキスト付き）。' } },
        },
        { name: 'subline', type: 'text', localized: true, maxLength: 140, admin: { description: { en: 'One supporting sentence.', ja: '補足の一文。' } } },
        { name: 'ctaLabel', type: 'text', localized: true, maxLength: 30, admin: { description: { en: 'Button text, shown when the banner has a link.', ja: 'ボタンの文言（リンクがある場合に表示）。' } } },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'link', type: 'text', maxLength: 500 },
    {
      name: 'placement',
      type: 'select',
      required: true,
      defaultValue: 'home-hero',
      options: BANNER_PLACEMENTS.map((value) => ({ label: PLACEMENT_LABELS[value], value })),
    },
    { name: 'startsAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'endsAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
  ],
}
