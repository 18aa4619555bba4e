import type { CollectionConfig } from 'payload'

import { OCCUPATION_GROUPS, OCCUPATION_ICONS } from '../../../lib/cms/types'
import { companyCollection, label, localizedText, localizedArea } from './shared'

const GROUP_LABELS = { engineering: label('エンジニアリング', 'Engineering'), business: label('ビジネス', 'Business'), corporate: label('コーポレート', 'Corporate') } as const

/** The pictograms' names, as editors choose one (drawn by src/components/ui/Icon.tsx). */
const OCCUPATION_ICON_LABELS = {
  box: label('箱', 'Box'),
  tablet: label('タブレット', 'Tablet'),
  spark: label('ひらめき', 'Spark'),
  handshake: label('握手', 'Handshake'),
  users: label('人々', 'People'),
  chart: label('グラフ', 'Chart'),
  eye: label('目', 'Eye'),
  clock: label('時計', 'Clock'),
  heart: label('ハート', 'Heart'),
} as const satisfies Record<(typeof OCCUPATION_ICONS)[number], Record<string, string>>

/** Job types on /recruit/Occupation/, each with a link to its openings on the careers site. */
export const Occupations: CollectionConfig = companyCollection({
  slug: 'occupations',
  noun: ['募集職種', 'Occupation', 'Occupations'],
  list: { title: ['title', '職種名', 'Title'], columns: ['group', 'sortOrder'], group: label('採用情報', 'Recruit') },
  anchor: false,
  fields: [
    { name: 'group', label: label('区分', 'Group'), type: 'select', required: true, defaultValue: 'engineering', options: OCCUPATION_GROUPS.map((value) => ({ value, label: GROUP_LABELS[value] })), admin: { position: 'sidebar' } },
    { name: 'icon', label: label('アイコン', 'Icon'), type: 'select', required: true, defaultValue: 'box', options: OCCUPATION_ICONS.map((value) => ({ value, label: OCCUPATION_ICON_LABELS[value] })), admin: { position: 'sidebar' } },
    localizedArea('text', '仕事内容', 'Description', { required: true, maxLength: 400 }),
    localizedText('place', '勤務地', 'Location', { maxLength: 80 }),
    {
      name: 'careersUrl',
      label: label('採用サイトのリンク', 'Careers link'),
      type: 'text',
      maxLength: 500,
      validate: (v: unknown) => v == null || v === '' || /^https:\/\/[^\s]+$/.test(String(v)) || 'https://…',
      admin: { description: label('この職種の募集ページ（https://…）。空欄ならサイト共通の採用サイトへリンクします。', 'The openings for this job (https://…). Empty: the site’s careers site.') },
    },
  ],
})
