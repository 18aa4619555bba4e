/**
 * Seed content in both languages: 15 news articles (one without a picture, whose share image is the generated card), 3 campaigns and 2 banners. Dates of news are
 * fixed; campaign and banner periods are relative to the day the seed runs, so a fresh site always
 * has a running campaign and showing banners.
 */
type Localized = { ja: string; en: string }
type LocalizedLines = { ja: string[]; en: string[] }

export type SeedNews = {
  slug: string
  publishedAt: string
  category: 'news' | 'press' | 'product' | 'event'
  title: Localized
  excerpt: Localized
  body: LocalizedLines
  /** false: no main picture (a notice); links to it are shared with the generated card (src/features/share-card). */
  picture?: false
}

export const SEED_NEWS: SeedNews[] = [
  {
    slug: 'year-end-holiday-2024',
    publishedAt: '2024-12-10T01:00:00.000Z',
    category: 'news',
    title: { ja: '年末年始休業のお知らせ', en: 'Year-end and New Year closure' },
    excerpt: { ja: '12月28日から1月5日まで休業いたします。', en: 'Our offices are closed from 28 December to 5 January.' },
    body: {
      ja: ['誠に勝手ながら、12月28日（土）から1月5日（日）まで年末年始休業とさせていただきます。', '休業中のお問い合わせには、1月6日以降に順次回答いたします。'],
      en: ['Our offices are closed from Saturday 28 December to Sunday 5 January.', 'We will answer messages received during the closure from 6 January.'],
    },
    picture: false,
  },
  {
    slug: 'skip-cart-launch',
    publishedAt: '2025-02-10T01:00:00.000Z',
    category: 'product',
    title: { ja: 'AIスマートショッピングカート「Skip Cart」の提供を開始しました', en: 'Skip Cart, our AI smart shopping cart, is now available' },
    excerpt: {
      ja: 'スキャンしながら買い物ができ、レジに並ばずに会計できるカートを、スーパーマーケット向けに提供開始しました。',
      en: 'Shoppers scan as they go and pay without queuing: Skip Cart is now available to supermarkets.',
    },
    body: {
      ja: [
        'カイモノAIは、AIスマートショッピングカート「Skip Cart」の提供を開始しました。',
        '## レジに並ばない買い物',
        'タブレットに商品と合計金額が表示され、会計は約30秒で完了します。取り外し可能なハンディスキャナーも備えています。',
        '約62リットルのバスケットと読み取り漏れを防ぐセンサーで、お客さまにも店舗にも安心な買い物を支えます。',
      ],
      en: [
        'Kaimono AI has started offering Skip Cart, an AI smart shopping cart.',
        '## Shopping without the queue',
        'A tablet shows every scanned item and the running total, and checkout takes about 30 seconds. A detachable handheld scanner is built in.',
        'A 62-litre basket and sensors that catch missed scans keep shopping easy for customers and safe for the store.',
      ],
    },
  },
  {
    slug: 'camera-shelf-monitoring',
    publishedAt: '2025-03-18T01:00:00.000Z',
    category: 'product',
    title: { ja: 'AIカメラの棚モニタリング機能を強化しました', en: 'AI camera shelf monitoring now spots stock-outs sooner' },
    excerpt: {
      ja: '欠品の検知から通知までの時間を短縮し、売り場の機会損失を減らします。',
      en: 'Empty shelves are detected and reported faster, so fewer sales are lost.',
    },
    body: {
      ja: ['店舗向けAIカメラソリューションの棚モニタリング機能を強化しました。', '## 主な改善点', '欠品の検知精度が向上し、スタッフへの通知が早くなりました。'],
      en: ['We have improved shelf monitoring in our AI camera solution for stores.', '## What is new', 'Stock-outs are detected more accurately and staff are alerted sooner.'],
    },
  },
  {
    slug: 'series-a-funding',
    publishedAt: '2025-04-22T01:00:00.000Z',
    category: 'press',
    title: { ja: 'シリーズAラウンドで資金調達を実施しました', en: 'We have closed our Series A round' },
    excerpt: { ja: '調達した資金は、開発体制の強化と導入店舗の拡大に充てます。', en: 'The funds go into our development team and into bringing more stores on board.' },
    body: {
      ja: ['カイモノAIは、シリーズAラウンドでの資金調達を完了しました。', '調達資金は、プロダクト開発の加速と導入支援体制の拡充に活用します。'],
      en: ['Kaimono AI has completed its Series A funding round.', 'We will use the funds to speed up product development and to grow our onboarding support.'],
    },
  },
  {
    slug: 'retail-tech-expo-2025',
    publishedAt: '2025-05-28T01:00:00.000Z',
    category: 'event',
    title: { ja: 'リテールテック展示会2025に出展します', en: 'Meet us at Retail Tech Expo 2025' },
    excerpt: { ja: 'ブースではSkip CartとAIカメラを実際にお試しいただけます。', en: 'Try Skip Cart and our AI cameras for yourself at our booth.' },
    body: {
      ja: ['リテールテック展示会2025に出展します。', '## 展示内容', 'Skip Cartの実機デモと、AIカメラによる売り場分析のご紹介を予定しています。'],
      en: ['We are exhibiting at Retail Tech Expo 2025.', '## At our booth', 'Live Skip Cart demos, and a look at store analytics with our AI cameras.'],
    },
  },
  {
    slug: 'fukuoka-development-site',
    publishedAt: '2025-06-16T01:00:00.000Z',
    category: 'news',
    title: { ja: '福岡に新しい開発拠点を開設しました', en: 'A new development site opens in Fukuoka' },
    excerpt: { ja: '九州エリアのお客さまへのサポート体制を強化します。', en: 'Closer support for our customers in Kyushu.' },
    body: {
      ja: ['福岡エリアに新たな開発拠点を開設しました。', '現地での導入支援と、カートの保守体制を強化していきます。'],
      en: ['We have opened a new development site in the Fukuoka area.', 'It brings onboarding help and cart maintenance closer to our customers.'],
    },
  },
  {
    slug: 'rollout-38-stores',
    publishedAt: '2025-07-30T01:00:00.000Z',
    category: 'press',
    title: { ja: '38店舗へのAIソリューション導入が完了しました', en: 'Our AI solutions now run in 38 stores' },
    excerpt: { ja: '導入店舗のレジの処理能力は、有人レジの1.7倍になりました（提供開始前の実証実験での測定）。', en: 'Checkout throughput in these stores is 1.7 times that of staffed checkouts (measured in the pilot before launch).' },
    body: {
      ja: ['導入先のスーパーマーケット38店舗で、AIカメラとSkip Cartの導入が完了しました。', '## 導入の効果', '2022年3月の7日間の実証実験では、レジ担当スタッフを約20パーセント削減でき、再来店は114パーセント増加しました。'],
      en: ['AI cameras and Skip Cart are now installed in all 38 stores of our partner supermarkets.', '## The results', 'In the 7-day pilot in March 2022, stores needed about 20 percent fewer checkout staff, and return visits rose by 114 percent.'],
    },
  },
  {
    slug: 'summer-holiday-2025',
    publishedAt: '2025-08-05T01:00:00.000Z',
    category: 'news',
    title: { ja: '夏季休業のお知らせ', en: 'Summer holiday closure' },
    excerpt: { ja: '8月13日から16日まで休業いたします。', en: 'Our offices are closed from 13 to 16 August.' },
    body: {
      ja: ['誠に勝手ながら、8月13日（水）から8月16日（土）まで夏季休業とさせていただきます。', '休業中のお問い合わせには、8月18日以降に順次回答いたします。'],
      en: ['Our offices are closed from Wednesday 13 to Saturday 16 August.', 'We will answer messages received during the closure from 18 August.'],
    },
  },
  {
    slug: 'checkout-time-study',
    publishedAt: '2025-09-12T01:00:00.000Z',
    category: 'press',
    title: { ja: '調査結果：Skip Cartでの会計は約30秒', en: 'Study: checking out with Skip Cart takes about 30 seconds' },
    excerpt: { ja: '7日間の実証実験のデータから、会計時間と利用率を分析しました。', en: 'We analysed checkout times and usage over a seven-day trial.' },
    body: {
      ja: ['7日間の実証実験（24時間データ）をもとに、会計にかかる時間を分析しました。', '平均の会計時間は約30秒で、有人レジと比べて大幅に短縮されました。'],
      en: ['Using 24-hour data from a seven-day trial, we measured how long checkout takes.', 'The average was about 30 seconds, far shorter than at a staffed checkout.'],
    },
  },
  {
    slug: 'hiring-engineers-2026',
    publishedAt: '2025-10-01T01:00:00.000Z',
    category: 'news',
    title: { ja: '2026年度のエンジニア採用を開始しました', en: 'We are hiring engineers for 2026' },
    excerpt: { ja: '機械学習、組込み、Webの各分野で仲間を募集しています。', en: 'Machine learning, embedded and web engineers: come and build with us.' },
    body: {
      ja: ['2026年度のエンジニア採用を開始しました。', '詳しくは採用ページをご覧ください。'],
      en: ['Hiring for 2026 has begun.', 'See our recruiting pages for the open roles.'],
    },
  },
  {
    slug: 'loss-prevention-webinar',
    publishedAt: '2025-11-19T01:00:00.000Z',
    category: 'event',
    title: { ja: 'ウェビナー「AIカメラで始める万引き対策」を開催します', en: 'Webinar: preventing shoplifting with AI cameras' },
    excerpt: { ja: '導入店舗の事例を交えて、ロス対策の進め方をご紹介します。', en: 'How stores cut losses, with examples from our customers.' },
    body: {
      ja: ['AIカメラを活用した万引き対策をテーマにウェビナーを開催します。', '参加は無料です。お問い合わせフォームからお申し込みください。'],
      en: ['Join our webinar on preventing shoplifting with AI cameras.', 'It is free; sign up through our contact form.'],
    },
  },
  {
    slug: 'cart-chained-charging',
    publishedAt: '2026-01-20T01:00:00.000Z',
    category: 'product',
    title: { ja: '最大20台の連結充電に対応した新モデルを発表', en: 'New cart model charges up to 20 nested carts' },
    excerpt: { ja: 'カートを重ねて置くだけで、まとめて自動充電できます。', en: 'Nest the carts and they charge themselves.' },
    body: {
      ja: ['カートを連結して置くだけで自動的に充電される新モデルを発表しました。', '最大20台まで連結でき、閉店後の充電作業が不要になります。'],
      en: ['Our new model charges automatically when carts are nested.', 'Up to 20 carts chain together, so nobody has to plug them in after closing.'],
    },
  },
  {
    slug: 'year-in-numbers-2025',
    publishedAt: '2026-02-27T01:00:00.000Z',
    category: 'press',
    title: { ja: '数字で振り返る2025年', en: 'Our 2025 in numbers' },
    excerpt: { ja: '38店舗でカメラ2,326台が稼働しました（2025年12月末時点）。', en: '2,326 cameras in 38 stores at the end of December 2025.' },
    body: {
      ja: ['2025年12月末時点で、38店舗においてAIカメラ2,326台が稼働しています。', 'グループ従業員は、同じく2025年12月末時点で134名になりました。'],
      en: ['At the end of December 2025, 2,326 AI cameras were running in 38 stores.', 'At the end of December 2025, our group had 134 employees.'],
    },
  },
  {
    slug: 'store-dx-seminar-spring-2026',
    publishedAt: '2026-04-15T01:00:00.000Z',
    category: 'event',
    title: { ja: '店舗DXセミナー（春）を開催します', en: 'Spring seminar on store digitalisation' },
    excerpt: { ja: '小売の現場でのデータ活用について、導入企業と語ります。', en: 'Retailers share how they put store data to work.' },
    body: {
      ja: ['小売業の皆さまを対象に、店舗DXセミナーを開催します。', '## プログラム', '導入企業による講演と、Skip Cartの体験会を予定しています。'],
      en: ['We are holding a seminar on store digitalisation for retailers.', '## Programme', 'Talks from our customers, and a chance to try Skip Cart.'],
    },
  },
  {
    slug: 'privacy-policy-update-2026',
    publishedAt: '2026-06-01T01:00:00.000Z',
    category: 'news',
    title: { ja: 'プライバシーポリシー改定のお知らせ', en: 'We have updated our privacy policy' },
    excerpt: { ja: 'カメラ映像の取り扱いに関する記載を明確にしました。', en: 'The section on camera footage is now clearer.' },
    body: {
      ja: ['プライバシーポリシーを改定しました。', 'カメラ映像の取り扱いと保存期間について、記載を明確にしています。'],
      en: ['We have updated our privacy policy.', 'It now states more clearly how camera footage is handled and how long it is kept.'],
    },
  },
]

/**
 * Seed dates are fixed, not relative to the day the seed runs: pages show them (a date's width moves the layout
 * the screenshot tests compare) and decide from them whether a campaign is current. The running campaign spans
 * SEED_DATES_HOLD, the past ones ended in 2025, the banners start with it: a site seeded on any day in that span
 * looks the same, and the test command refuses to run outside it (scripts/test-all.mjs).
 */
/** Midnight in Japan on a calendar day (yyyy-mm-dd), as an ISO instant. */
const tokyoDay = (day: string) => new Date(`${day}T00:00:00+09:00`).toISOString()
/** The last second of a calendar day in Japan, as an ISO instant (a campaign shown as ending that day). */
const endOfTokyoDay = (day: string) => new Date(`${day}T23:59:59+09:00`).toISOString()

/** From the day after the last seeded article to the running campaign's end. */
export const SEED_DATES_HOLD = { from: tokyoDay('2026-06-02'), until: endOfTokyoDay('2030-03-31') } as const

/** When the seeded banners start showing (no end). */
export const SEED_BANNERS_FROM = tokyoDay('2026-04-01')

export type SeedCampaign = {
  slug: string
  startsAt: string
  endsAt: string
  title: Localized
  summary: Localized
  body: LocalizedLines
  cta: { label: Localized; url: string } | null
}

export const SEED_CAMPAIGNS: SeedCampaign[] = [
  {
    slug: 'skip-cart-free-trial',
    startsAt: tokyoDay('2026-04-01'),
    endsAt: SEED_DATES_HOLD.until,
    title: { ja: 'Skip Cart 30日間無料トライアル', en: 'Try Skip Cart free for 30 days' },
    summary: { ja: 'お店の売り場で、Skip Cartを30日間無料でお試しいただけます。', en: 'Put Skip Cart on your own shop floor for 30 days, free of charge.' },
    body: {
      ja: ['期間中にお申し込みの小売企業さまに、Skip Cartを30日間無料で貸し出します。', '## 対象', '食品スーパー、ドラッグストアなど、店舗を運営する企業さま。'],
      en: ['Retailers who apply during the campaign can borrow Skip Cart for 30 days at no cost.', '## Who can apply', 'Companies running supermarkets, drugstores and similar stores.'],
    },
    cta: { label: { ja: '無料トライアルを申し込む', en: 'Apply for the free trial' }, url: '/contact/' },
  },
  {
    slug: 'camera-starter-pack',
    startsAt: tokyoDay('2025-06-01'),
    endsAt: endOfTokyoDay('2025-08-31'),
    title: { ja: 'AIカメラ スターターパック割引', en: 'AI camera starter pack discount' },
    summary: { ja: '初めての導入に、カメラ4台と分析ダッシュボードをセットで。', en: 'Four cameras and the analytics dashboard, bundled for first-time users.' },
    body: {
      ja: ['AIカメラを初めて導入する店舗さま向けの特別価格キャンペーンでした。', '多くのお申し込みをいただき、ありがとうございました。'],
      en: ['A special price for stores trying AI cameras for the first time.', 'Thank you to everyone who took part.'],
    },
    cta: null,
  },
  {
    slug: 'expo-visitor-offer',
    startsAt: tokyoDay('2024-11-13'),
    endsAt: endOfTokyoDay('2024-12-13'),
    title: { ja: '展示会ご来場者さま限定特典', en: 'Offer for expo visitors' },
    summary: { ja: '展示会のブースにお越しいただいた方への導入相談特典でした。', en: 'A free consultation for everyone who visited our expo booth.' },
    body: {
      ja: ['リテールテック展示会のブースにご来場いただいた方に、無料の導入相談をご提供しました。'],
      en: ['Visitors to our booth at Retail Tech Expo received a free consultation on bringing AI into their stores.'],
    },
    cta: null,
  },
]

export type SeedBanner = {
  /** Its picture in art.ts (SCENES). */
  key: string
  placement: 'home-hero' | 'home-strip'
  size: [number, number]
  link: string
  sortOrder: number
  title: Localized
  /** The message laid over the picture as text (see the Banners collection). */
  headline: Localized
  subline: Localized
  ctaLabel: Localized
}

export const SEED_BANNERS: SeedBanner[] = [
  {
    key: 'banner-free-trial',
    placement: 'home-hero',
    size: [2400, 800],
    link: '/campaign/skip-cart-free-trial/',
    sortOrder: 0,
    title: { ja: 'Skip Cart 30日間無料トライアル受付中', en: 'Skip Cart: 30-day free trial now open' },
    headline: { ja: 'Skip Cartを30日間、無料で。', en: 'Try Skip Cart free for 30 days' },
    subline: { ja: 'レジに並ばない買い物を、あなたのお店で試せます。', en: 'See shopping without the checkout queue on your own shop floor.' },
    ctaLabel: { ja: 'トライアルの詳細', en: 'About the free trial' },
  },
  {
    key: 'banner-camera',
    placement: 'home-strip',
    size: [2400, 600],
    link: '/solution/Camera/',
    sortOrder: 1,
    title: { ja: 'AIカメラで棚の欠品を見逃さない', en: 'Never miss an empty shelf with AI cameras' },
    headline: { ja: '棚の欠品を、AIカメラが見逃さない。', en: 'AI cameras catch every empty shelf' },
    subline: { ja: '欠品を検知してすぐにスタッフへ通知。売り逃しを減らします。', en: 'Stock-outs are spotted and staff alerted at once, so fewer sales are lost.' },
    ctaLabel: { ja: 'AIカメラを見る', en: 'Explore AI cameras' },
  },
]
