import type { CollectionConfig } from 'payload'

import { NEWS_CATEGORIES } from '../../../lib/cms/types'
import { label } from '../../../payload/labels'
import { scheduledContent, sidebarDate, summaryField } from '../../../payload/scheduled-content'

const CATEGORY_LABELS = {
  news: { en: 'Announcement', ja: 'お知らせ' },
  press: { en: 'Press release', ja: 'プレスリリース' },
  product: { en: 'Product', ja: '製品' },
  event: { en: 'Event', ja: 'イベント' },
} as const

export const News: CollectionConfig = scheduledContent('news', {
  labels: { singular: { en: 'News article', ja: 'ニュース記事' }, plural: { en: 'News', ja: 'ニュース' } },
  defaultColumns: ['title', 'category', 'publishedAt', '_status', 'schedule'],
  defaultSort: '-publishedAt',
  fields: [
    sidebarDate('publishedAt', label('公開日時', 'Published at'), {
      defaultValue: () => new Date().toISOString(),
      admin: {
        description: label('記事に表示する日付です。未来の日時なら、その時刻まで公開されません。', 'The date shown on the article. A future date keeps it off the site until then.'),
      },
    }),
    {
      name: 'category',
      label: label('カテゴリー', 'Category'),
      type: 'select',
      required: true,
      defaultValue: 'news',
      index: true,
      options: NEWS_CATEGORIES.map((value) => ({ label: CATEGORY_LABELS[value], value })),
      admin: { position: 'sidebar' },
    },
    summaryField('excerpt', label('概要', 'Excerpt'), label('一覧と検索結果に表示される短い説明です(400字まで)。', 'A short summary shown in lists and search results (up to 400 characters).')),
    { name: 'mainImage', label: label('メイン画像', 'Main image'), type: 'upload', relationTo: 'media' },
    { name: 'body', label: label('本文', 'Body'), type: 'richText', localized: true },
  ],
})
