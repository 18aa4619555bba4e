import type { CollectionConfig } from 'payload'

import { newsRead, isStaff } from '../access'
import { CACHE_TAGS } from '../../lib/cms/cache-tags'
import { NEWS_CATEGORIES } from '../../lib/cms/types'
import { revalidateTagsHooks } from '../hooks/revalidate'
import { previewUrl } from '../preview-url'
import { slugField } from '../fields/slug'

const CATEGORY_LABELS = {
  news: { en: 'Announcement', ja: 'お知らせ' },
  press: { en: 'Press release', ja: 'プレスリリース' },
  product: { en: 'Product', ja: '製品' },
  event: { en: 'Event', ja: 'イベント' },
} as const

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: { en: 'News article', ja: 'ニュース記事' }, plural: { en: 'News', ja: 'ニュース' } },
  admin: {
    preview: (doc, { locale }) => previewUrl('news', doc.id as string, locale),
    useAsTitle: 'title', defaultColumns: ['title', 'category', 'publishedAt', '_status'], group: 'Content' },
  hooks: revalidateTagsHooks((doc) => [CACHE_TAGS.news, ...(doc.slug ? [CACHE_TAGS.newsArticle(doc.slug)] : [])]),
  access: { read: newsRead, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-publishedAt',
  versions: {
    drafts: { autosave: { interval: 1000 }, schedulePublish: true },
    maxPerDoc: 50,
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200 },
    slugField,
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'news',
      index: true,
      options: NEWS_CATEGORIES.map((value) => ({ label: CATEGORY_LABELS[value], value })),
      admin: { position: 'sidebar' },
    },
    { name: 'excerpt', type: 'textarea', localized: true, maxLength: 400 },
    { name: 'mainImage', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText', localized: true },
  ],
}
