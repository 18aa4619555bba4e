import type { Field, GlobalConfig } from 'payload'

import { CACHE_TAGS } from '../../../lib/cms/cache-tags'
import { companyGlobal, label, localizedArea, localizedText } from './shared'

const lines = label('1行に1項目。', 'One item per line.')
const companyToken = label('{company} と書くと会社名（設定）に置き換わります。', '{company} is replaced by the company name (from the settings).')
const paragraphs = label('空行で段落を分けます。{company} は会社名に置き換わります。', 'Separate paragraphs with an empty line. {company} becomes the company name.')


/** The Info table of /company/Info/: one entry per group company. */
export const CompanyProfile: GlobalConfig = companyGlobal({
  slug: 'company-profile',
  label: label('会社概要', 'Company profile'),
  tag: CACHE_TAGS.companyProfile,
  fields: [
    {
      name: 'companies',
      label: label('グループ会社', 'Group companies'),
      // Rows are titled "会社 01" / "Company 01" (without labels Payload names them from the field, in English).
      labels: { singular: label('会社', 'Company'), plural: label('グループ会社', 'Group companies') },
      type: 'array',
      minRows: 1,
      fields: [
        localizedText('name', '商号', 'Company name', { required: true, admin: { description: companyToken } }),
        localizedArea('address', '本社所在地', 'Head office', { required: true }),
        localizedText('established', '設立', 'Established'),
        localizedText('capital', '資本金', 'Capital stock'),
        localizedText('representative', '代表者', 'Representative'),
        localizedArea('directors', '役員', 'Directors', { admin: { description: lines } }),
        localizedArea('business', '事業内容', 'Business', { admin: { description: lines } }),
        localizedArea('bank', '取引金融機関', 'Financial institutions', { admin: { description: lines } }),
        localizedArea('branches', '事業所', 'Branches', { admin: { description: lines } }),
        localizedText('employees', '従業員数', 'Employees', {
          admin: { description: label(
            '例: 119名。各社の合計を会社情報、会社概要、採用トップに表示します（その時点は「各ページの数字」の「従業員数」で設定します）。',
            "e.g. 119. The companies' sum is shown on Company, Company profile and Careers (its as-of date is set in Figures on other pages, under Head count).",
          ) },
        }),
      ],
    },
  ],
})

/** The CEO's message (/company/Message/, signed by the first leader) and the recruit message. */
export const CompanyMessages: GlobalConfig = companyGlobal({
  slug: 'company-messages',
  label: label('メッセージ', 'Messages'),
  tag: CACHE_TAGS.companyMessages,
  fields: [
    {
      name: 'ceo',
      label: label('代表メッセージ', 'CEO message'),
      type: 'group',
      fields: [localizedText('heading', '見出し', 'Heading', { required: true }), localizedArea('body', '本文', 'Text', { required: true, admin: { rows: 12, description: paragraphs } })],
    },
    {
      name: 'recruit',
      label: label('採用メッセージ', 'Recruit message'),
      type: 'group',
      fields: [
        localizedText('heading', '見出し', 'Heading', { required: true }),
        localizedArea('body', '本文', 'Text', { required: true, admin: { rows: 10, description: paragraphs } }),
        localizedText('signature', '署名', 'Signature'),
        {
          name: 'picture',
          label: label('写真', 'Picture'),
          type: 'upload',
          relationTo: 'media',
          admin: { description: label('署名した人の写真（縦長、480×600以上）。代替テキストはメディアに書きます。', 'A photo of the person who signs (portrait, 480×600 or larger). Its alternative text is set on the media item.') },
        },
      ],
    },
  ],
})

/** The home page's hero and the figures beside it (the figures of requirements §9 are the seed values). */
export const Home: GlobalConfig = companyGlobal({
  slug: 'home',
  label: label('ホーム', 'Home page'),
  tag: CACHE_TAGS.home,
  fields: [
    {
      name: 'hero',
      label: label('ヒーロー', 'Hero'),
      type: 'group',
      fields: [
        localizedText('eyebrow', '上の小見出し', 'Eyebrow', { maxLength: 40 }),
        localizedText('title', '見出し', 'Title', { required: true, maxLength: 80 }),
        localizedArea('lead', 'リード文', 'Lead', { required: true, maxLength: 300 }),
      ],
    },
    {
      // Since issue 44 the home page quotes the figures of 各ページの数字 (site-figures), so that every page shows one
      // reading; this group stays in the schema (its columns hold the old values) but is no longer edited or shown.
      name: 'figures',
      label: label('数字で見る導入効果', 'Figures'),
      type: 'group',
      admin: { hidden: true },
      fields: [
        { type: 'row', fields: [{ name: 'checkoutSeconds', label: label('会計にかかる時間（秒）', 'Checkout time (s)'), type: 'text', required: true, maxLength: 10 }, { name: 'throughput', label: label('会計処理能力（倍）', 'Throughput (×)'), type: 'text', required: true, maxLength: 10 }] },
        { type: 'row', fields: [{ name: 'returnVisits', label: label('来店頻度（%）', 'Return visits (%)'), type: 'text', required: true, maxLength: 10 }, { name: 'fewerCheckoutStaff', label: label('レジ人員の削減（%）', 'Fewer checkout staff (%)'), type: 'text', required: true, maxLength: 10 }] },
        {
          type: 'row',
          fields: [
            { name: 'cameras', label: label('AIカメラの台数', 'AI cameras'), type: 'text', required: true, maxLength: 10 },
            { name: 'shops', label: label('店舗数', 'Shops'), type: 'text', required: true, maxLength: 10 },
            localizedText('camerasAsOf', '時点', 'As of', { required: true, maxLength: 60 }),
          ],
        },
      ],
    },
  ],
})

const figure = (name: string, ja: string, en: string, description: Record<string, string>): Field => ({ name, label: label(ja, en), type: 'text', required: true, maxLength: 12, admin: { description } })
/** A group of figures, its description naming the pages that show them; rows are arrays of fields side by side. */
const figureGroup = (name: string, title: Record<string, string>, shownOn: [ja: string, en: string], rows: (Field | Field[])[]): Field => ({
  name,
  label: title,
  type: 'group',
  admin: { description: label(`表示: ${shownOn[0]}`, `Shown on: ${shownOn[1]}`) },
  fields: rows.map((row) => (Array.isArray(row) ? { type: 'row', fields: row } : row)),
})

/**
 * The figures quoted on pages other than home (solutions, REAIL, recruit): requirements §9 values are the seed.
 * The home page quotes them too (its old `home.figures` are hidden). The head count is the sum of the company
 * profile's rows, and its as-of date is here, beside the other figures' dates (issue 44: one place for every date).
 */
export const SiteFigures: GlobalConfig = companyGlobal({
  slug: 'site-figures',
  label: label('各ページの数字', 'Figures on other pages'),
  tag: CACHE_TAGS.siteFigures,
  fields: [
    figureGroup('cameras', label('AIカメラの導入実績', 'AI cameras installed'), ['ホーム、ソリューション、AIカメラ、REAIL、採用トップ', 'Home, Solutions, AI cameras, REAIL, Careers'], [
      [
        figure('value', '台数', 'Cameras', label('例: 2,326', 'e.g. 2,326')),
        figure('shops', '店舗数', 'Shops', label('例: 38', 'e.g. 38')),
        localizedText('asOf', '時点', 'As of', { required: true, maxLength: 60, admin: { description: label('例: 2025年12月末時点（ホーム、ソリューション、AIカメラ、REAIL、採用トップで同じ時点を表示します）', 'e.g. as of the end of December 2025 (home, solutions, AI cameras, REAIL and careers all show this reading)') } }),
      ],
    ]),
    figureGroup('skipCart', label('Skip Cart の導入効果', 'Skip Cart results'), ['ホーム、Skip Cart、REAIL', 'Home, Skip Cart, REAIL'], [
      [
        figure('checkoutSeconds', '会計にかかる時間（秒）', 'Checkout time (s)', label('例: 30', 'e.g. 30')),
        figure('throughput', '会計処理能力（倍）', 'Throughput (×)', label('例: 1.7', 'e.g. 1.7')),
        figure('returnVisits', '来店頻度（%）', 'Return visits (%)', label('例: 114', 'e.g. 114')),
        figure('fewerCheckoutStaff', 'レジ人員の削減（%）', 'Fewer checkout staff (%)', label('例: 20', 'e.g. 20')),
      ],
      [
        figure('basketLitres', 'カゴの容量（リットル）', 'Basket (litres)', label('例: 62', 'e.g. 62')),
        figure('chargingCarts', '同時に充電できる台数', 'Carts charged at once', label('例: 20', 'e.g. 20')),
      ],
      localizedText('usageTrial', '効果を測った期間', 'Period measured', { required: true, maxLength: 80, admin: { description: label('例: 提供開始前の実証実験（2022年3月21日〜27日の7日間）', 'e.g. the 7-day pilot before launch, 21 to 27 March 2022') } }),
      localizedText('wasteYen', '食品ロスの金額', 'Food waste (amount)', { required: true, maxLength: 30, admin: { description: label('例: 46兆円', 'e.g. 46 trillion yen') } }),
    ]),
    figureGroup('employees', label('従業員数', 'Head count'), ['会社情報、会社概要、採用トップ', 'Company, Company profile, Careers'], [
      localizedText('asOf', '時点', 'As of', {
        required: true,
        maxLength: 60,
        admin: {
          description: label(
            '例: 2025年12月末時点。従業員数（会社概要の各社の「従業員数」の合計）の横に表示します。',
            "e.g. as of the end of December 2025. Shown beside the head count (the sum of each company's Employees in the Company profile).",
          ),
        },
      }),
    ]),
  ],
})
