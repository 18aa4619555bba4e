/**
 * The blocks a landing page is built from. Each one is drawn by one of the site's section components
 * (src/features/landing/LandingBlocks.tsx), so a built page looks like the fixed pages. The `layout` field that
 * holds them is localized as a whole, so fields inside a block are not localized themselves.
 */
import type { Block, Field } from 'payload'

import { NEWS_CATEGORIES } from '../../../lib/cms/types'
import { label } from '../../../payload/labels'

const LINK_HINT = label('サイト内は /contact/ のようなパス、外部は https:// から。', 'A path such as /contact/ for this site, or a full https:// address.')

const heading = (required = false): Field => ({ name: 'heading', label: label('見出し', 'Heading'), type: 'text', required, maxLength: 120 })
const text = (name = 'text', fieldLabel = label('本文', 'Text'), maxLength = 1000): Field => ({ name, label: fieldLabel, type: 'textarea', maxLength })
const linkFields = (required: boolean): Field[] => [
  { name: 'label', label: label('ボタンの文言', 'Button text'), type: 'text', required, maxLength: 60 },
  { name: 'href', label: label('リンク先', 'Link'), type: 'text', required, maxLength: 500, admin: { description: LINK_HINT } },
]
const picture = (required: boolean): Field => ({ name: 'image', label: label('画像', 'Picture'), type: 'upload', relationTo: 'media', required })

export const LANDING_BLOCKS: Block[] = [
  {
    slug: 'hero',
    labels: { singular: label('ヒーロー', 'Hero'), plural: label('ヒーロー', 'Heroes') },
    fields: [
      { name: 'eyebrow', label: label('見出しの上の小さな文字', 'Eyebrow'), type: 'text', maxLength: 60 },
      { ...heading(true), admin: { description: label('ページの h1 です。ページの最初のブロックにしてください。', 'The page’s h1: make it the page’s first block.') } } as Field,
      text('text', label('リード文', 'Lead'), 400),
      picture(false),
      { name: 'buttons', label: label('ボタン(2 つまで)', 'Buttons (up to two)'), type: 'array', maxRows: 2, fields: linkFields(true) },
    ],
  },
  {
    slug: 'richText',
    labels: { singular: label('リッチテキスト', 'Rich text'), plural: label('リッチテキスト', 'Rich text') },
    fields: [heading(), { name: 'body', label: label('本文', 'Body'), type: 'richText', required: true }],
  },
  {
    slug: 'mediaText',
    labels: { singular: label('画像とテキスト', 'Picture and text'), plural: label('画像とテキスト', 'Pictures and text') },
    fields: [
      heading(true),
      text(),
      picture(true),
      { name: 'reverse', label: label('PC では画像を左に', 'Picture on the left on wide screens'), type: 'checkbox', defaultValue: false },
    ],
  },
  {
    slug: 'figures',
    labels: { singular: label('数字で見る', 'Figures'), plural: label('数字で見る', 'Figures') },
    fields: [
      heading(),
      {
        name: 'items',
        label: label('数字', 'Figures'),
        type: 'array',
        minRows: 1,
        maxRows: 6,
        fields: [
          { name: 'label', label: label('項目名', 'Label'), type: 'text', required: true, maxLength: 60 },
          { name: 'prefix', label: label('前に付く文字', 'Prefix'), type: 'text', maxLength: 10 },
          { name: 'value', label: label('値', 'Value'), type: 'text', required: true, maxLength: 20 },
          { name: 'unit', label: label('単位', 'Unit'), type: 'text', maxLength: 20 },
          { name: 'note', label: label('注記', 'Note'), type: 'text', maxLength: 120 },
        ],
      },
    ],
  },
  {
    slug: 'cardGrid',
    labels: { singular: label('カード', 'Card grid'), plural: label('カード', 'Card grids') },
    fields: [
      heading(),
      {
        name: 'cards',
        label: label('カード', 'Cards'),
        type: 'array',
        minRows: 1,
        maxRows: 12,
        fields: [
          { name: 'title', label: label('タイトル', 'Title'), type: 'text', required: true, maxLength: 120 },
          text('text', label('説明', 'Text'), 400),
          { name: 'href', label: label('リンク先(ページ・記事・キャンペーン)', 'Link (a page, article or campaign)'), type: 'text', maxLength: 500, admin: { description: LINK_HINT } },
        ],
      },
    ],
  },
  {
    slug: 'cta',
    labels: { singular: label('行動を促す帯', 'Call-to-action band'), plural: label('行動を促す帯', 'Call-to-action bands') },
    fields: [heading(true), text('text', label('本文', 'Text'), 400), ...linkFields(true)],
  },
  {
    slug: 'faq',
    labels: { singular: label('よくある質問', 'FAQ'), plural: label('よくある質問', 'FAQs') },
    fields: [
      heading(),
      {
        name: 'items',
        label: label('質問と回答', 'Questions and answers'),
        type: 'array',
        minRows: 1,
        maxRows: 30,
        fields: [
          { name: 'question', label: label('質問', 'Question'), type: 'text', required: true, maxLength: 200 },
          { name: 'answer', label: label('回答', 'Answer'), type: 'textarea', required: true, maxLength: 2000 },
        ],
      },
    ],
  },
  {
    slug: 'contentList',
    labels: { singular: label('お知らせ・キャンペーン一覧', 'News or campaign list'), plural: label('お知らせ・キャンペーン一覧', 'News or campaign lists') },
    fields: [
      heading(),
      {
        name: 'kind',
        label: label('種類', 'Kind'),
        type: 'select',
        required: true,
        defaultValue: 'news',
        options: [
          { value: 'news', label: label('お知らせ', 'News') },
          { value: 'campaigns', label: label('キャンペーン', 'Campaigns') },
        ],
      },
      {
        name: 'category',
        label: label('カテゴリー(お知らせのみ)', 'Category (news only)'),
        type: 'select',
        options: NEWS_CATEGORIES.map((value) => ({ value, label: value })),
      },
      { name: 'count', label: label('件数', 'How many'), type: 'number', min: 1, max: 12, defaultValue: 3, required: true },
    ],
  },
  {
    slug: 'video',
    labels: { singular: label('動画', 'Video'), plural: label('動画', 'Videos') },
    fields: [
      heading(),
      { name: 'title', label: label('動画のタイトル', 'Video title'), type: 'text', required: true, maxLength: 120 },
      {
        name: 'url',
        label: label('動画の URL', 'Video URL'),
        type: 'text',
        required: true,
        maxLength: 500,
        validate: (value: unknown) => (typeof value === 'string' && /^https:\/\/(?:www\.)?(?:youtube\.com|youtu\.be|vimeo\.com)\//.test(value.trim()) ? true : 'https://www.youtube.com/… / https://vimeo.com/…'),
        admin: {
          description: label(
            'YouTube か Vimeo の URL。ページには動画サイトの物は何も読み込まれず、閲覧者がクリックしたときに動画サイトで開きます。',
            'A YouTube or Vimeo address. The page loads nothing from the video site; the visitor opens it there with a click.',
          ),
        },
      },
      picture(false),
      text('caption', label('説明', 'Caption'), 400),
    ],
  },
  {
    slug: 'form',
    labels: { singular: label('フォーム', 'Form'), plural: label('フォーム', 'Forms') },
    fields: [
      heading(),
      text('text', label('説明', 'Text'), 400),
      {
        name: 'form',
        label: label('フォーム', 'Form'),
        type: 'relationship',
        relationTo: 'forms',
        required: true,
        admin: { description: label('「お問い合わせ」→「フォーム」で作ったフォームを選びます。', 'Choose a form built under Enquiries → Forms.') },
      },
    ],
  },
]
