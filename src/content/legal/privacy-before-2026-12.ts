/**
 * The privacy policy as databases seeded before 2026-12-01 hold it (main at 77b504d): the base of the three-way
 * update in src/features/legal/privacy-update.ts, which replaces only the articles still worded like this.
 * Frozen: never edit.
 */
import { LEGAL_DATES } from './dates'
import type { LegalSource } from './types'

export const privacyBefore202612: LegalSource = {
  ja: ({ company, email }) => ({
    preamble: [
      `${company}（以下「当社」）は、当社の製品・サービスをご利用になる事業者さま、店舗で買い物をされるお客さま、当社ウェブサイトをご覧になる皆さまの個人情報を適切に取り扱うことが社会的責務であると考え、個人情報の保護に関する法律その他の関係法令を遵守し、以下のとおりプライバシーポリシーを定めます。`,
    ],
    sections: [
      {
        heading: '1. 取得する個人情報',
        body: [
          '当社は、適法かつ公正な手段により、次の個人情報を取得します。',
          { items: ['お問い合わせフォーム等でご提供いただく氏名、会社名、役職、メールアドレス、電話番号、お問い合わせ内容', '採用選考に応募される方からご提供いただく履歴書・職務経歴書等の情報', '当社サービスの導入店舗において、スマートショッピングカートやAIカメラを通じて取得される利用履歴・映像等の情報', 'ウェブサイトの閲覧に伴い取得されるCookie、アクセスログ、端末情報等の情報'] },
        ],
      },
      {
        heading: '2. 利用目的',
        body: [
          '当社は、取得した個人情報を次の目的の範囲内で利用します。',
          { items: ['お問い合わせへの回答、資料の送付、ご連絡のため', '当社製品・サービスの提供、保守、改善および新サービスの開発のため', '採用選考およびそれに関するご連絡のため', 'ウェブサイトの利用状況の分析および利便性の向上のため', '法令に基づく対応のため'] },
          'AIカメラで取得する映像は、欠品検知、購買行動の統計的な分析、防犯等の目的に限って利用し、分析の目的上必要がない場合は、特定の個人を識別できない形に加工して取り扱います。',
        ],
      },
      {
        heading: '3. 第三者への提供',
        body: [
          '当社は、次の場合を除き、あらかじめご本人の同意を得ることなく個人情報を第三者に提供しません。',
          { items: ['法令に基づく場合', '人の生命、身体または財産の保護のために必要があり、ご本人の同意を得ることが困難な場合', '国の機関等が法令の定める事務を遂行することに協力する必要がある場合'] },
        ],
      },
      {
        heading: '4. 業務の委託',
        body: [
          '当社は、利用目的の達成に必要な範囲で、個人情報の取り扱いを外部に委託することがあります。この場合、十分な保護水準を満たす委託先を選定し、契約等により適切に監督します。',
        ],
      },
      {
        heading: '5. 安全管理措置',
        body: [
          '当社は、個人情報の漏えい、滅失またはき損を防止するため、アクセス制御、通信と保存データの暗号化、従業員への教育など、組織的・人的・物理的・技術的な安全管理措置を講じます。',
        ],
      },
      {
        heading: '6. Cookie等の利用',
        body: [
          '当社ウェブサイトでは、利用状況の把握と利便性の向上のためにCookieおよび類似の技術を使用することがあります。ブラウザの設定によりCookieを無効にできますが、その場合は一部の機能がご利用いただけないことがあります。',
          '言語の選択を記憶するため、選択した言語をCookieに保存します。',
        ],
      },
      {
        heading: '7. 開示等のご請求',
        body: [
          'ご本人から、保有個人データの利用目的の通知、開示、訂正・追加・削除、利用停止・消去、第三者提供の停止のご請求があった場合は、ご本人であることを確認のうえ、法令に従い遅滞なく対応します。',
        ],
      },
      {
        heading: '8. お問い合わせ窓口',
        body: [`個人情報の取り扱いに関するお問い合わせは、下記までご連絡ください。`, { items: [`${company}　個人情報お問い合わせ窓口`, `メールアドレス：${email}`], plain: true }],
      },
      {
        heading: '9. 本ポリシーの改定',
        body: ['当社は、法令の改正や事業内容の変化に応じて、本ポリシーを改定することがあります。改定後の内容は、当社ウェブサイトに掲載した時点から効力を生じます。'],
      },
    ],
    dates: [{ label: '制定', value: LEGAL_DATES.termsIssued.ja }],
    signature: company,
  }),
  en: ({ company, email }) => ({
    preamble: [
      `${company} ("we", "us") believes that handling personal information properly is a basic responsibility toward the businesses that use our products, the shoppers in their stores and the visitors to this website. We comply with Japan’s Act on the Protection of Personal Information and other applicable laws, and we have set out this Privacy Policy accordingly.`,
    ],
    sections: [
      {
        heading: '1. Information we collect',
        body: [
          'We collect the following personal information by lawful and fair means:',
          { items: ['Your name, company, job title, email address, phone number and message when you use our contact form', 'Résumés and other information provided by job applicants', 'Usage history, video and similar data obtained through smart shopping carts and AI cameras in stores that use our services', 'Cookies, access logs and device information collected when you browse this website'] },
        ],
      },
      {
        heading: '2. How we use it',
        body: [
          'We use personal information only for the following purposes:',
          { items: ['To answer enquiries, send materials and contact you', 'To provide, maintain and improve our products and services and to develop new ones', 'To run recruitment and contact applicants', 'To analyse how this website is used and make it easier to use', 'To meet our legal obligations'] },
          'Video captured by AI cameras is used only to detect stock shortages, to analyse shopping behaviour statistically and to prevent crime. Where identifying individuals is not necessary for the analysis, we process the data in a form that cannot identify anyone.',
        ],
      },
      {
        heading: '3. Sharing with third parties',
        body: [
          'We do not share personal information with third parties without your prior consent, except:',
          { items: ['Where required by law', 'Where necessary to protect life, health or property and it is difficult to obtain your consent', 'Where we need to cooperate with public authorities carrying out duties prescribed by law'] },
        ],
      },
      {
        heading: '4. Service providers',
        body: ['We may entrust the handling of personal information to service providers where needed for the purposes above. We choose providers that meet adequate protection standards and supervise them under contract.'],
      },
      {
        heading: '5. Security',
        body: ['We take organisational, human, physical and technical measures — including access control, encryption in transit and at rest, and staff training — to prevent personal information from being leaked, lost or damaged.'],
      },
      {
        heading: '6. Cookies',
        body: [
          'This website may use cookies and similar technologies to understand how it is used and to make it more convenient. You can disable cookies in your browser settings, although some features may then stop working.',
          'We store your chosen language in a cookie so that the site remembers it.',
        ],
      },
      {
        heading: '7. Your rights',
        body: ['You may ask us to tell you how we use your personal data, to disclose, correct, add to or delete it, to stop using or erase it, or to stop sharing it with third parties. After confirming your identity, we will respond without delay as the law requires.'],
      },
      {
        heading: '8. Contact',
        body: ['For questions about how we handle personal information, please contact:', { items: [`${company}, Personal Information Desk`, `Email: ${email}`], plain: true }],
      },
      {
        heading: '9. Changes to this policy',
        body: ['We may revise this policy when laws or our business change. A revised policy takes effect when it is published on this website.'],
      },
    ],
    dates: [{ label: 'Issued', value: LEGAL_DATES.termsIssued.en }],
    signature: company,
  }),
}
