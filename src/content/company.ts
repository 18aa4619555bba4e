/**
 * The seed of the company content (edited in the CMS since: docs/decisions.md E8): the group companies, offices and
 * leaders as the site first showed them, read by src/payload/seed/ and by tests that check the seeded pages.
 * Names of the company itself come from settings (COMPANY_NAME_JA/EN); everything else is fictional sample
 * data for the default company, in both languages.
 */
import type { Locale } from '@/i18n/locales'

import { FIGURES } from './figures'
import type { PortraitId } from './images'

type L = Record<Locale, string>

type CompanySource = {
  id: string
  name: (names: { company: string; brand: string }) => L
  address: L
  established: L
  capital: L
  directors: Record<Locale, string[]>
  representative: L
  bank: Record<Locale, string[]>
  branches: Record<Locale, string[]>
  employees: L
}

export const SEED_COMPANIES: CompanySource[] = [
  {
    id: 'parent',
    name: ({ company }) => ({ ja: company, en: company }),
    address: { ja: '〒103-0027 東京都中央区日本橋2-1-1 日本橋リテールスクエア8階', en: 'Nihonbashi Retail Square 8F, 2-1-1 Nihonbashi, Chuo-ku, Tokyo 103-0027, Japan' },
    established: { ja: '2018年4月2日', en: 'April 2, 2018' },
    capital: { ja: '1億円', en: '100 million yen' },
    directors: {
      ja: ['代表取締役社長 CEO　山本 健一', '取締役 CTO　中村 沙織', '取締役 COO　林 大輔', '取締役 CFO　佐々木 亮', '社外取締役　大野 真理子', '監査役　松井 浩二'],
      en: ['Kenichi Yamamoto, President & CEO', 'Saori Nakamura, Director & CTO', 'Daisuke Hayashi, Director & COO', 'Ryo Sasaki, Director & CFO', 'Mariko Ono, Outside Director', 'Koji Matsui, Auditor'],
    },
    representative: { ja: '代表取締役社長 CEO　山本 健一', en: 'Kenichi Yamamoto, President & CEO' },
    bank: { ja: ['みらい銀行 日本橋支店', '福岡中央銀行 本店営業部', '九州商工信用金庫 博多支店'], en: ['Mirai Bank, Nihonbashi Branch', 'Fukuoka Chuo Bank, Head Office', 'Kyushu Shoko Shinkin Bank, Hakata Branch'] },
    branches: {
      ja: ['福岡オフィス（福岡市博多区）', '飯塚R&Dラボ（福岡県飯塚市）', '北九州サポートセンター（北九州市小倉北区）', '糟屋テストストア（福岡県糟屋郡）'],
      en: ['Fukuoka Office (Hakata-ku, Fukuoka)', 'Iizuka R&D Lab (Iizuka, Fukuoka)', 'Kitakyushu Support Centre (Kokurakita-ku, Kitakyushu)', 'Kasuya Test Store (Kasuya District, Fukuoka)'],
    },
    employees: { ja: `${FIGURES.employees.parent}名`, en: `${FIGURES.employees.parent}` },
  },
  {
    id: 'china',
    name: ({ brand }) => ({ ja: `${brand}（上海）信息技術有限公司`, en: `${brand} (Shanghai) Information Technology Co., Ltd.` }),
    address: { ja: '中国上海市浦東新区世紀大道100号 18階', en: '18F, 100 Century Avenue, Pudong New Area, Shanghai, China' },
    established: { ja: '2020年10月15日', en: 'October 15, 2020' },
    capital: { ja: '300万人民元', en: 'RMB 3 million' },
    directors: { ja: ['董事長　林 大輔', '董事　中村 沙織', '総経理　王 偉'], en: ['Daisuke Hayashi, Chairman', 'Saori Nakamura, Director', 'Wei Wang, General Manager'] },
    representative: { ja: '董事長　林 大輔', en: 'Daisuke Hayashi, Chairman' },
    bank: { ja: ['中国銀行 上海浦東支店'], en: ['Bank of China, Shanghai Pudong Branch'] },
    // No branch offices: the row is left out rather than shown as "事業所: なし".
    branches: { ja: [], en: [] },
    employees: { ja: `${FIGURES.employees.subsidiary}名`, en: `${FIGURES.employees.subsidiary}` },
  },
]

/** Where an office's label sits beside its marker on the offices map. */
export type MapLabelSide = 'left' | 'right' | 'above' | 'below'
/** Latitude and longitude (WGS 84, decimal degrees) of the building, for the offices map. */
export type GeoPoint = { lat: number; lng: number }

export const SEED_OFFICES: { id: string; region: 'tokyo' | 'fukuoka' | 'overseas'; name: L; role: L; address: L; access: L; location: GeoPoint; labelSide: MapLabelSide }[] = [
  {
    id: 'tokyo',
    region: 'tokyo',
    name: { ja: '東京本社', en: 'Tokyo Head Office' },
    role: { ja: '経営、営業、マーケティング、コーポレート', en: 'Management, sales, marketing and corporate functions' },
    address: { ja: '〒103-0027 東京都中央区日本橋2-1-1 日本橋リテールスクエア8階', en: 'Nihonbashi Retail Square 8F, 2-1-1 Nihonbashi, Chuo-ku, Tokyo 103-0027' },
    access: { ja: '東京メトロ「日本橋」駅 B1出口 徒歩2分', en: '2 minutes on foot from Exit B1, Nihonbashi Station (Tokyo Metro)' },
    location: { lat: 35.6828, lng: 139.7745 },
    labelSide: 'below',
  },
  {
    id: 'fukuoka',
    region: 'fukuoka',
    name: { ja: '福岡オフィス', en: 'Fukuoka Office' },
    role: { ja: 'ソフトウェア開発、AI研究、導入支援', en: 'Software development, AI research and roll-out support' },
    address: { ja: '〒812-0011 福岡県福岡市博多区博多駅前3-2-8 博多ゲートビル6階', en: 'Hakata Gate Building 6F, 3-2-8 Hakataekimae, Hakata-ku, Fukuoka 812-0011' },
    access: { ja: 'JR「博多」駅 博多口 徒歩5分', en: '5 minutes on foot from the Hakata exit of JR Hakata Station' },
    location: { lat: 33.5897, lng: 130.4207 },
    labelSide: 'below',
  },
  {
    id: 'iizuka',
    region: 'fukuoka',
    name: { ja: '飯塚R&Dラボ', en: 'Iizuka R&D Lab' },
    role: { ja: 'カートとカメラのハードウェア開発、実証実験', en: 'Cart and camera hardware development and field trials' },
    address: { ja: '〒820-0067 福岡県飯塚市川津680-41 飯塚リサーチパーク2号棟', en: 'Iizuka Research Park Bldg. 2, 680-41 Kawazu, Iizuka, Fukuoka 820-0067' },
    access: { ja: 'JR「新飯塚」駅から車で10分', en: '10 minutes by car from JR Shin-Iizuka Station' },
    location: { lat: 33.6492, lng: 130.6931 },
    labelSide: 'right',
  },
  {
    id: 'kitakyushu',
    region: 'fukuoka',
    name: { ja: '北九州サポートセンター', en: 'Kitakyushu Support Centre' },
    role: { ja: '導入店舗の保守・運用サポート', en: 'Maintenance and operational support for stores' },
    address: { ja: '〒802-0001 福岡県北九州市小倉北区浅野2-14-1 小倉ステーションビル4階', en: 'Kokura Station Building 4F, 2-14-1 Asano, Kokurakita-ku, Kitakyushu, Fukuoka 802-0001' },
    access: { ja: 'JR「小倉」駅 北口 徒歩3分', en: '3 minutes on foot from the north exit of JR Kokura Station' },
    location: { lat: 33.8869, lng: 130.8830 },
    labelSide: 'left',
  },
  {
    id: 'kasuya',
    region: 'fukuoka',
    name: { ja: '糟屋テストストア', en: 'Kasuya Test Store' },
    role: { ja: '実店舗環境での検証と新機能のテスト', en: 'Validation and testing of new features in a real store' },
    address: { ja: '〒811-2304 福岡県糟屋郡粕屋町仲原2-10-5', en: '2-10-5 Nakabaru, Kasuya-machi, Kasuya District, Fukuoka 811-2304' },
    access: { ja: 'JR「長者原」駅 徒歩8分', en: '8 minutes on foot from JR Chojabaru Station' },
    location: { lat: 33.6141, lng: 130.4829 },
    labelSide: 'above',
  },
  {
    id: 'shanghai',
    region: 'overseas',
    name: { ja: '上海オフィス（中国）', en: 'Shanghai Office (China)' },
    role: { ja: 'AIモデル開発、中国・アジア市場での事業開発', en: 'AI model development and business development in China and Asia' },
    address: { ja: '中国上海市浦東新区世紀大道100号 18階', en: '18F, 100 Century Avenue, Pudong New Area, Shanghai, China' },
    access: { ja: '地下鉄「世紀大道」駅 徒歩5分', en: '5 minutes on foot from Century Avenue Station (Shanghai Metro)' },
    location: { lat: 31.2356, lng: 121.5063 },
    labelSide: 'right',
  },
]

export const SEED_LEADERS: { id: string; name: L; title: L; jobTitle: L; bio: Record<Locale, string[]>; portrait: PortraitId }[] = [
  {
    id: 'yamamoto',
    name: { ja: '山本 健一', en: 'Kenichi Yamamoto' },
    title: { ja: '代表取締役社長', en: 'Representative Director and President' },
    jobTitle: { ja: 'CEO（最高経営責任者）', en: 'CEO' },
    bio: {
      ja: ['大手総合スーパーで店長、商品本部のバイヤーを歴任。現場で見たレジ待ちと欠品の課題をテクノロジーで解決したいと考え、2018年に当社を創業。', '小売の現場感覚とデータ活用の両方がわかる経営者として、国内外の小売企業との協業を率いる。'],
      en: ['Managed stores and worked as a buyer at the head office of a major supermarket chain. Founded the company in 2018 to solve, with technology, the checkout queues and empty shelves he saw every day.', 'Leads partnerships with retailers in Japan and abroad, combining a store manager’s instincts with a passion for data.'],
    },
    portrait: 'yamamoto',
  },
  {
    id: 'nakamura',
    name: { ja: '中村 沙織', en: 'Saori Nakamura' },
    title: { ja: '取締役', en: 'Director' },
    jobTitle: { ja: 'CTO（最高技術責任者）', en: 'Chief Technology Officer' },
    bio: {
      ja: ['大学院で画像認識を研究後、電機メーカーで組込みAIの研究開発に従事。2018年の創業時に参画し、カートとカメラの両製品の技術責任者を務める。', 'ハードウェア、ソフトウェア、AIを一体で設計する開発体制をつくり、福岡と上海の開発拠点を統括。'],
      en: ['Researched image recognition in graduate school, then developed embedded AI at an electronics manufacturer. Joined at the founding in 2018 and leads the technology behind both the cart and the camera.', 'Built a team that designs hardware, software and AI together, and oversees the development sites in Fukuoka and Shanghai.'],
    },
    portrait: 'nakamura',
  },
  {
    id: 'hayashi',
    name: { ja: '林 大輔', en: 'Daisuke Hayashi' },
    title: { ja: '取締役', en: 'Director' },
    jobTitle: { ja: 'COO（最高執行責任者）', en: 'Chief Operating Officer' },
    bio: {
      ja: ['物流・小売向けITコンサルティング会社で店舗オペレーション改革を多数支援。2019年に入社し、導入支援、保守、コンサルティング事業を立ち上げる。', '上海子会社の董事長として、アジア市場への展開も担う。'],
      en: ['Helped many retailers rethink store operations at an IT consultancy for logistics and retail. Joined in 2019 and built the roll-out, maintenance and consulting business.', 'As chairman of the Shanghai subsidiary, also leads expansion into Asian markets.'],
    },
    portrait: 'hayashi',
  },
  {
    id: 'sasaki',
    name: { ja: '佐々木 亮', en: 'Ryo Sasaki' },
    title: { ja: '取締役', en: 'Director' },
    jobTitle: { ja: 'CFO（最高財務責任者）', en: 'Chief Financial Officer' },
    bio: {
      ja: ['監査法人、投資銀行を経て、複数のスタートアップでCFOを歴任。2021年に入社し、資金調達、財務、管理部門全般を統括する。'],
      en: ['After an audit firm and an investment bank, served as CFO at several start-ups. Joined in 2021 and leads fundraising, finance and all corporate functions.'],
    },
    portrait: 'sasaki',
  },
  {
    id: 'ono',
    name: { ja: '大野 真理子', en: 'Mariko Ono' },
    title: { ja: '社外取締役', en: 'Outside Director' },
    jobTitle: { ja: '流通政策アドバイザー', en: 'Retail Policy Adviser' },
    bio: {
      ja: ['大学教授として流通・マーケティングを研究。消費者の購買行動とプライバシーに関する知見を生かし、2022年より社外取締役として経営を監督する。'],
      en: ['A professor of distribution and marketing. Drawing on her research into shopper behaviour and privacy, she has overseen management as an outside director since 2022.'],
    },
    portrait: 'ono',
  },
]
