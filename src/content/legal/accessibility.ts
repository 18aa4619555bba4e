import type { LegalSource } from "./types";

/**
 * The web accessibility policy (ウェブアクセシビリティ方針), in the form the Web Accessibility Infrastructure
 * Committee's conformance-claim guideline for JIS X 8341-3:2016 describes: scope, target, the level claimed,
 * and the date, method and result of the last test. A seed: editors keep it current in the CMS.
 */
export const accessibility: LegalSource = {
  ja: ({ company, email }) => ({
    preamble: [
      `${company}（以下「当社」）は、年齢や障害の有無、利用する端末や支援技術にかかわらず、どなたにも当社ウェブサイトの情報をご利用いただけるよう、ウェブアクセシビリティの確保と向上に取り組みます。`,
    ],
    sections: [
      {
        heading: "1. 対象範囲",
        body: [
          "当社ウェブサイトのうち、日本語版（/ 以下）および英語版（/en/ 以下）のすべてのページを対象とします。外部のサービスが提供するページ（採用応募サイト等）は対象外です。",
        ],
      },
      {
        heading: "2. 目標とする適合レベル",
        body: [
          "JIS X 8341-3:2016 の適合レベル AA に準拠すること、あわせて WCAG 2.2 の適合レベル AA の達成基準を満たすことを目標とします。",
        ],
      },
      {
        heading: "3. 対応度",
        body: [
          "現時点の対応度は「JIS X 8341-3:2016 の適合レベル AA に一部準拠」です。下記の試験は自動試験と主要な操作の確認に限られ、すべての達成基準を人が確認する試験はまだ実施していないため、「準拠」とは表記していません。",
        ],
      },
      {
        heading: "4. 試験の実施",
        body: [
          {
            items: [
              "試験日：2026年12月1日",
              "方法：axe-core による自動試験（WCAG 2.0／2.1／2.2 の A・AA の規則）を、日本語版・英語版の全ページについて、パソコンとスマートフォンの画面幅で実施。あわせて、キーボードのみでの操作、同意ダイアログとお問い合わせフォームの操作を確認",
              "結果：自動試験で検出された問題はありませんでした",
            ],
            plain: true,
          },
        ],
      },
      {
        heading: "5. 合理的配慮のご相談",
        body: [
          "ウェブサイトの情報を得られない、操作できないなどお困りのことがありましたら、お問い合わせフォームまたは下記のメールアドレスからご連絡ください。別の形式での情報の提供など、過重な負担とならない範囲で合理的配慮を行います。",
          {
            items: [
              `${company}　ウェブアクセシビリティ窓口`,
              `メールアドレス：${email}`,
            ],
            plain: true,
          },
        ],
      },
    ],
    dates: [{ label: "制定", value: "2026年12月1日" }],
    signature: company,
  }),
  en: ({ company, email }) => ({
    preamble: [
      `${company} ("we", "us") works to make the information on this website usable by everyone, whatever their age or disability and whatever device or assistive technology they use.`,
    ],
    sections: [
      {
        heading: "1. Scope",
        body: [
          "Every page of this website, in Japanese (under /) and in English (under /en/). Pages provided by other services (such as the careers application site) are not covered.",
        ],
      },
      {
        heading: "2. Target",
        body: [
          "Conformance with level AA of JIS X 8341-3:2016, and meeting the level AA success criteria of WCAG 2.2.",
        ],
      },
      {
        heading: "3. Conformance claimed",
        body: [
          "Partial conformance with level AA of JIS X 8341-3:2016. The test below is automated and covers the main interactions only; no test in which a person checks every success criterion has been carried out yet, so we do not claim full conformance.",
        ],
      },
      {
        heading: "4. Last test",
        body: [
          {
            items: [
              "Date: December 1, 2026",
              "Method: automated tests with axe-core (the A and AA rules of WCAG 2.0, 2.1 and 2.2) on every page in Japanese and English at PC and phone widths, with keyboard-only use of the pages, the consent dialog and the contact form checked",
              "Result: the automated tests found no problem",
            ],
            plain: true,
          },
        ],
      },
      {
        heading: "5. Asking for an accommodation",
        body: [
          "If you cannot get information from this website or cannot use part of it, please tell us through the contact form or at the address below. We will make reasonable accommodations, such as providing the information in another form, as far as they do not impose an undue burden.",
          {
            items: [`${company}, Web Accessibility Desk`, `Email: ${email}`],
            plain: true,
          },
        ],
      },
    ],
    dates: [{ label: "Issued", value: "December 1, 2026" }],
    signature: company,
  }),
};
