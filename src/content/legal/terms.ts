import { LEGAL_DATES } from './dates'
import type { LegalSource } from './types'

export const terms: LegalSource = {
  ja: ({ company }) => ({
    preamble: [
      `この利用規約（以下「本規約」）は、${company}（以下「当社」）が運営するウェブサイト（以下「本サイト」）の利用条件を定めるものです。本サイトをご利用になる方（以下「利用者」）は、本規約に同意したものとみなします。`,
    ],
    sections: [
      { heading: '1. 適用', body: ['本規約は、利用者と当社との間の本サイトの利用に関わる一切の関係に適用されます。'] },
      {
        heading: '2. 著作権等',
        body: ['本サイトに掲載されている文章、画像、図表、ロゴその他のコンテンツに関する著作権、商標権その他の知的財産権は、当社または正当な権利者に帰属します。', '私的使用その他法令で認められる範囲を超えて、当社の許可なくコンテンツを複製、転載、改変、配布することはできません。'],
      },
      {
        heading: '3. 禁止事項',
        body: ['利用者は、本サイトの利用にあたり、次の行為をしてはなりません。', { items: ['法令または公序良俗に反する行為', '当社または第三者の権利や利益を侵害する行為', '本サイトのサーバーやネットワークに過度の負荷をかける行為、運営を妨げる行為', '不正アクセス、またはコンピュータウイルス等の有害なプログラムを送信する行為', 'お問い合わせフォーム等に虚偽の情報を入力する行為', 'その他、当社が不適切と判断する行為'] }],
      },
      {
        heading: '4. リンク',
        body: ['本サイトへのリンクは、原則として自由に設定いただけます。ただし、本サイトの内容を誤認させる方法や、当社の信用を損なうおそれのある方法によるリンクはお断りします。', '本サイトからリンクしている外部サイトの内容について、当社は責任を負いません。'],
      },
      {
        heading: '5. 免責事項',
        body: ['当社は、本サイトに掲載する情報の正確性について細心の注意を払っていますが、その完全性、正確性、有用性を保証するものではありません。', '本サイトの利用、または利用できなかったことにより利用者に生じた損害について、当社の故意または重大な過失による場合を除き、当社は責任を負いません。'],
      },
      { heading: '6. サービスの変更・中断', body: ['当社は、事前の通知なく、本サイトの内容の変更、公開の中断または終了を行うことがあります。'] },
      { heading: '7. 個人情報の取り扱い', body: ['本サイトの利用を通じて当社が取得する個人情報は、当社のプライバシーポリシーに従って取り扱います。'] },
      { heading: '8. 本規約の変更', body: ['当社は、必要に応じて本規約を変更することがあります。変更後の本規約は、本サイトに掲載した時点から効力を生じます。'] },
      { heading: '9. 準拠法・管轄裁判所', body: ['本規約は日本法に準拠して解釈されます。本サイトに関して紛争が生じた場合は、東京地方裁判所を第一審の専属的合意管轄裁判所とします。'] },
    ],
    dates: [{ label: '制定', value: LEGAL_DATES.termsIssued.ja }],
    signature: company,
  }),
  en: ({ company }) => ({
    preamble: [
      `These Terms of Use ("Terms") govern the use of the website operated by ${company} ("we", "us"). By using this website you agree to these Terms.`,
    ],
    sections: [
      { heading: '1. Scope', body: ['These Terms apply to every aspect of your use of this website.'] },
      {
        heading: '2. Copyright',
        body: ['Copyright, trademarks and other intellectual property rights in the text, images, diagrams, logos and other content on this website belong to us or to their rightful owners.', 'You may not copy, republish, modify or distribute the content without our permission, except for private use or as otherwise allowed by law.'],
      },
      {
        heading: '3. Prohibited conduct',
        body: ['When using this website, you must not:', { items: ['Break the law or act against public order and morals', 'Infringe our rights or interests or those of others', 'Place an excessive load on, or interfere with the operation of, our servers or networks', 'Attempt unauthorised access or send viruses or other harmful programs', 'Enter false information in the contact form or elsewhere', 'Do anything else we reasonably consider inappropriate'] }],
      },
      {
        heading: '4. Links',
        body: ['You are generally welcome to link to this website, but not in a way that misrepresents its content or could damage our reputation.', 'We are not responsible for the content of external websites linked from this website.'],
      },
      {
        heading: '5. Disclaimer',
        body: ['We take great care over the information on this website but do not guarantee that it is complete, accurate or useful.', 'Except in cases of our wilful misconduct or gross negligence, we are not liable for any loss arising from the use of, or inability to use, this website.'],
      },
      { heading: '6. Changes and interruptions', body: ['We may change, suspend or discontinue all or part of this website without notice.'] },
      { heading: '7. Personal information', body: ['Personal information we obtain through this website is handled in accordance with our Privacy Policy.'] },
      { heading: '8. Changes to these Terms', body: ['We may revise these Terms when necessary. Revised Terms take effect when they are published on this website.'] },
      { heading: '9. Governing law and jurisdiction', body: ['These Terms are governed by the laws of Japan. The Tokyo District Court has exclusive jurisdiction in the first instance over any dispute relating to this website.'] },
    ],
    dates: [{ label: 'Issued', value: LEGAL_DATES.termsIssued.en }],
    signature: company,
  }),
}
