import type { LegalSource } from "./types";

/**
 * The external-transmission policy (外部送信ポリシー): the seed text of the CMS page. The tools themselves
 * are the tag register beside it (src/content/legal/tag-register.ts, then edited in the CMS), shown as a table.
 */
export const externalTransmission: LegalSource = {
  ja: ({ company }) => ({
    preamble: [
      `${company}（以下「当社」）は、当社ウェブサイトにおいて、利用者の端末から外部の事業者へ情報を送信するプログラム（タグ）を利用する場合があります。電気通信事業法第27条の12およびその施行規則に定める外部送信規律の趣旨にしたがい、送信される情報、送信先、利用目的を以下のとおり公表します。`,
    ],
    sections: [
      {
        heading: "1. 外部送信とは",
        body: [
          "利用者が当社ウェブサイトを閲覧すると、ページに組み込まれたタグにより、閲覧したページのURL、参照元、端末やブラウザの種類、Cookie等の識別子などが、利用者の端末から送信先の事業者のサーバーへ直接送信されることがあります。",
        ],
      },
      {
        heading: "2. 送信先と送信される情報",
        body: [
          "当社ウェブサイトが利用するタグごとの送信先、送信される情報、当社および送信先での利用目的は、下表のとおりです。ツールを追加・変更した場合は、この表を速やかに更新します。",
        ],
      },
      {
        heading: "3. 同意とオプトアウト",
        body: [
          "欧州経済領域（EEA）、英国およびスイスからアクセスされた場合、アクセス解析のための送信は、利用者が同意するまで行いません。その他の地域では、初期状態で送信を行います。",
          "いずれの地域でも、ページ下部の「外部送信の設定」から、いつでも送信を停止または再開できます。選択した設定は当社ウェブサイトのCookieに1年間保存されます。送信先の事業者が提供するオプトアウトの手段は、下表の各リンクからご利用いただけます。",
          "お問い合わせフォームのページでは、入力内容が個人情報を含むため、タグを読み込みません。",
        ],
      },
      {
        heading: "4. 本ポリシーの改定",
        body: [
          "当社は、利用するツールや法令の変更に応じて本ポリシーを改定することがあります。改定後の内容は、当社ウェブサイトに掲載した時点から効力を生じます。",
        ],
      },
    ],
    dates: [{ label: "制定", value: "2026年12月1日" }],
    signature: company,
  }),
  en: ({ company }) => ({
    preamble: [
      `${company} ("we", "us") may use programs (tags) on this website that send information from your device to other companies. In line with the external-transmission rule of Japan’s Telecommunications Business Act (Article 27-12) and its ordinance, we publish below what is sent, to whom and why.`,
    ],
    sections: [
      {
        heading: "1. What external transmission means",
        body: [
          "When you view this website, tags built into its pages may send the address of the page you view, the page you came from, the type of your device and browser, and identifiers such as cookies, directly from your device to the recipient’s servers.",
        ],
      },
      {
        heading: "2. Recipients and the information sent",
        body: [
          "The table below lists, for each tag this website uses, the recipient, the information sent, and how we and the recipient use it. We update it promptly whenever we add or change a tool.",
        ],
      },
      {
        heading: "3. Consent and opting out",
        body: [
          "If you visit from the European Economic Area, the United Kingdom or Switzerland, nothing is sent for analytics until you agree. Elsewhere it is sent from the start.",
          "Wherever you are, “Cookie settings” at the bottom of every page lets you stop or resume it at any time. Your choice is kept in a cookie of this website for one year. The recipients’ own opt-out tools are linked in the table.",
          "The contact form’s pages load no tags, since what you type there is personal information.",
        ],
      },
      {
        heading: "4. Changes to this policy",
        body: [
          "We may revise this policy when the tools we use or the law change. A revised policy takes effect when it is published on this website.",
        ],
      },
    ],
    dates: [{ label: "Issued", value: "December 1, 2026" }],
    signature: company,
  }),
};
