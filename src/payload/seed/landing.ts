import type { Payload, RequestContext } from 'payload'

import { richText } from './rich-text'

/** The seminar landing page of issue 46, built from the blocks an editor has (features/landing/cms/blocks.ts). */
export const SEMINAR_PATH = 'lp/seminar-2027'

type Pictures = { hero: number; venue: number; form: number }

function layout(locale: 'ja' | 'en', { hero, venue, form }: Pictures) {
  const ja = locale === 'ja'
  return [
    {
      blockType: 'hero',
      eyebrow: ja ? '無料セミナー 2027年2月18日（木）' : 'Free seminar · Thursday 18 February 2027',
      heading: ja ? '人手が足りない売場を、カメラとカートで回す' : 'Running short-staffed stores with cameras and smart carts',
      text: ja
        ? '導入企業の店長と当社のエンジニアが、レジ待ちと欠品を減らした一年を数字で振り返ります。東京会場とオンラインの同時開催です。'
        : 'Store managers from our customers and our engineers look back, in figures, on a year of shorter queues and fewer empty shelves. In Tokyo and online at the same time.',
      image: hero,
      buttons: [
        { label: ja ? '参加を申し込む' : 'Register', href: '/contact/' },
        { label: ja ? 'プログラムを見る' : 'See the programme', href: '/solution/' },
      ],
    },
    {
      blockType: 'figures',
      heading: ja ? '導入店舗の一年' : 'A year in our customers’ stores',
      items: [
        { label: ja ? 'レジ待ち時間' : 'Checkout wait', prefix: ja ? '最大' : 'up to', value: '-62', unit: '%' },
        { label: ja ? '欠品の検知' : 'Out-of-stock detection', value: '15', unit: ja ? '分以内' : 'min', note: ja ? '棚カメラの通知まで' : 'until the shelf camera alerts' },
        { label: ja ? '参加企業' : 'Companies attending', value: '120', unit: ja ? '社' : '', note: ja ? '2026年の実績' : 'in 2026' },
      ],
    },
    {
      blockType: 'mediaText',
      heading: ja ? '会場とオンラインで同時開催' : 'In Tokyo and online',
      text: ja
        ? '東京・日本橋の会場では実機のカートとカメラに触れられます。オンライン参加の方には、当日の録画を一週間お送りします。'
        : 'At the venue in Nihonbashi, Tokyo, you can try the carts and cameras yourself. Online attendees receive the recording for a week.',
      image: venue,
      reverse: false,
    },
    {
      blockType: 'cardGrid',
      heading: ja ? 'セッション' : 'Sessions',
      cards: [
        { title: ja ? '基調講演：省人化の次の一手' : 'Keynote: what comes after fewer staff', text: ja ? '13:00–13:40 当社代表取締役' : '13:00–13:40 · our CEO', href: '/company/Message/' },
        { title: ja ? '事例：38店舗への展開' : 'Case study: rolling out to 38 stores', text: ja ? '13:50–14:30 導入企業の店舗運営部' : '13:50–14:30 · a customer’s store operations team', href: '/news/rollout-38-stores/' },
        { title: ja ? '実演：Skip CartとAIカメラ' : 'Demonstration: Skip Cart and shelf cameras', text: ja ? '14:40–15:20 プロダクト責任者' : '14:40–15:20 · our head of product', href: '/solution/Ssc/' },
      ],
    },
    {
      blockType: 'richText',
      heading: ja ? '開催概要' : 'Details',
      body: richText(
        ja
          ? ['日時：2027年2月18日（木）13:00–15:30（受付12:30）', '会場：東京・日本橋（お申し込みの方にご案内します）とオンライン', '参加費：無料（事前登録制、定員80名）']
          : ['When: Thursday 18 February 2027, 13:00–15:30 (doors 12:30), Japan time', 'Where: Nihonbashi, Tokyo (sent on registration) and online', 'Fee: free (registration required, 80 seats)'],
      ),
    },
    {
      blockType: 'video',
      heading: ja ? '昨年の様子' : 'Last year’s seminar',
      title: ja ? '店舗DXセミナー2026ダイジェスト' : 'Store DX seminar 2026 highlights',
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      caption: ja ? '3分のダイジェスト映像です。' : 'A three-minute digest.',
    },
    {
      blockType: 'faq',
      heading: ja ? 'よくあるご質問' : 'Frequently asked questions',
      items: [
        { question: ja ? '参加費はかかりますか？' : 'Is there a fee?', answer: ja ? '無料です。事前のお申し込みが必要です。' : 'No, it is free. Please register in advance.' },
        { question: ja ? '同じ会社から何名まで参加できますか？' : 'How many people from one company may attend?', answer: ja ? '会場は1社3名まで、オンラインは人数の制限はありません。' : 'Up to three per company at the venue; online, as many as you like.' },
        { question: ja ? '録画は見られますか？' : 'Will there be a recording?', answer: ja ? 'お申し込みの方全員に、開催後一週間ご覧いただける録画をお送りします。' : 'Everyone who registers receives a recording they can watch for a week afterwards.' },
      ],
    },
    {
      blockType: 'form',
      heading: ja ? '参加申し込み' : 'Register',
      text: ja ? '下のフォームからお申し込みください。確認画面で内容をご確認のうえ送信してください。' : 'Register with the form below; you can check your entry before sending it.',
      form,
    },
    { blockType: 'contentList', heading: ja ? 'イベントのお知らせ' : 'Event news', kind: 'news', category: 'event', count: 3 },
    {
      blockType: 'cta',
      heading: ja ? '導入のご相談も承ります' : 'Talk to us about your stores',
      text: ja ? 'セミナーに参加できない方も、お気軽にお問い合わせください。' : 'If you cannot attend, we are glad to hear from you all the same.',
      label: ja ? 'お問い合わせ' : 'Contact us',
      href: '/contact/',
    },
  ]
}

export const SEMINAR_FORM_NAME = '店舗DXセミナー2027 参加申し込み'

function seminarFormFields(ja: boolean) {
  return [
    { kind: 'text', key: 'name', required: true, label: ja ? 'お名前' : 'Name', help: ja ? '例：山田 花子' : 'e.g. Hanako Yamada' },
    { kind: 'text', key: 'company', required: true, label: ja ? '会社名' : 'Company' },
    { kind: 'email', key: 'email', required: true, label: ja ? 'メールアドレス' : 'E-mail address', help: ja ? '参加のご案内をお送りします。' : 'We send the joining details here.' },
    {
      kind: 'select', key: 'attendees', required: true, label: ja ? '参加人数' : 'Number of attendees', help: ja ? '会場は1社3名までです。' : 'Up to three per company at the venue.',
      options: [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: ja ? `${n}名` : n === 1 ? '1 person' : `${n} people` })),
    },
    {
      kind: 'select', key: 'session', required: true, label: ja ? '参加方法' : 'Session',
      options: [
        { value: 'venue', label: ja ? '東京会場（日本橋）' : 'At the venue (Nihonbashi, Tokyo)' },
        { value: 'online', label: ja ? 'オンライン' : 'Online' },
      ],
    },
    { kind: 'consent', key: 'privacy', required: true, label: ja ? '個人情報の取り扱いに同意する' : 'I agree to how my personal data is handled' },
  ]
}

/** The seminar's registration form in both languages (the rows keep their ids, so the English pass fills the same fields). */
async function seedSeminarForm(payload: Payload, context: RequestContext): Promise<number> {
  const found = await payload.find({ collection: 'forms', where: { name: { equals: SEMINAR_FORM_NAME } }, limit: 1, depth: 0 })
  if (found.docs[0]) return found.docs[0].id
  const doc = await payload.create({
    collection: 'forms',
    locale: 'ja',
    data: {
      name: SEMINAR_FORM_NAME,
      title: 'お申し込みフォーム',
      notifyTo: process.env.SEMINAR_FORM_TO || process.env.CONTACT_TO || 'seminar@kaimono-ai.example',
      confirmation: 'お申し込みありがとうございます。開催の1週間前までに、参加のご案内をメールでお送りします。',
      fields: seminarFormFields(true) as never,
    },
    context,
  })
  const en = seminarFormFields(false)
  await payload.update({
    collection: 'forms',
    id: doc.id,
    locale: 'en',
    data: {
      title: 'Registration form',
      confirmation: 'Thank you for registering. We will e-mail you the joining details a week before the seminar.',
      fields: (doc.fields ?? []).map((row, i) => ({
        ...row,
        label: en[i].label,
        help: en[i].help,
        options: (row.options ?? []).map((option, j) => ({ ...option, label: en[i].options?.[j].label })),
      })) as never,
    },
    context,
  })
  return doc.id
}

/** Adds the seminar page (both languages, published) when no page has its path; never overwrites editors' work. */
export async function seedLandingPages(payload: Payload, context: RequestContext, mediaId: (key: string) => Promise<number>): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'pages', where: { path: { equals: SEMINAR_PATH } } })
  if (totalDocs > 0) return 0
  const pictures = { hero: await mediaId('store-dx-seminar-spring-2026'), venue: await mediaId('retail-tech-expo-2025'), form: await seedSeminarForm(payload, context) }
  const doc = await payload.create({
    collection: 'pages',
    locale: 'ja',
    data: {
      title: '店舗DXセミナー2027',
      path: SEMINAR_PATH,
      summary: '人手が足りない売場をカメラとカートで回す。導入企業の店長と当社エンジニアが一年を数字で振り返る無料セミナーです（東京会場・オンライン同時開催）。',
      layout: layout('ja', pictures) as never,
      _status: 'published',
    },
    context,
  })
  await payload.update({
    collection: 'pages',
    id: doc.id,
    locale: 'en',
    data: {
      title: 'Store DX Seminar 2027',
      summary: 'Running short-staffed stores with cameras and smart carts: a free seminar in Tokyo and online, with figures from a year in our customers’ stores.',
      layout: layout('en', pictures) as never,
      _status: 'published',
    },
    context,
  })
  return 1
}
