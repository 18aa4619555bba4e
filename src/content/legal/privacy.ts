import { LEGAL_DATES } from "./dates";
import type { LegalSource } from "./types";

export const privacy: LegalSource = {
  ja: ({
    company,
    email,
    enquiryRetention,
    address = "{address}",
    representative = "{representative}",
  }) => ({
    preamble: [
      `${company}（以下「当社」）は、当社の製品・サービスをご利用になる事業者さま、店舗で買い物をされるお客さま、当社ウェブサイトをご覧になる皆さまの個人情報を適切に取り扱うことが社会的責務であると考え、個人情報の保護に関する法律その他の関係法令を遵守し、以下のとおりプライバシーポリシーを定めます。`,
    ],
    sections: [
      {
        heading: "1. 取得する個人情報",
        body: [
          "当社は、適法かつ公正な手段により、次の個人情報を取得します。",
          {
            items: [
              "お問い合わせフォーム等でご提供いただく氏名、会社名、役職、メールアドレス、電話番号、お問い合わせ内容",
              "採用選考に応募される方からご提供いただく履歴書・職務経歴書等の情報",
              "当社サービスの導入店舗において、スマートショッピングカートやAIカメラを通じて取得される利用履歴・映像等の情報",
              "ウェブサイトの閲覧に伴い取得されるCookie、アクセスログ、端末情報等の情報",
            ],
          },
        ],
      },
      {
        heading: "2. 利用目的",
        body: [
          "当社は、取得した個人情報を次の目的の範囲内で利用します。",
          {
            items: [
              "お問い合わせへの回答、資料の送付、ご連絡のため",
              "お問い合わせフォームで「製品・サービスに関する情報をメールで受け取る」を選択した方への、新製品・イベント等のご案内メールの送信のため（配信はいつでも停止できます）",
              "当社製品・サービスの提供、保守、改善および新サービスの開発のため",
              "採用選考およびそれに関するご連絡のため",
              "ウェブサイトの利用状況の分析および利便性の向上のため",
              "法令に基づく対応のため",
            ],
          },
          "AIカメラで取得する映像は、欠品検知、購買行動の統計的な分析、防犯等の目的に限って利用し、分析の目的上必要がない場合は、特定の個人を識別できない形に加工して取り扱います。",
          `お問い合わせフォームでお送りいただいた内容は、受信から${enquiryRetention}が過ぎた時点で、関連するメールの記録とともに削除します。`,
        ],
      },
      {
        heading: "3. 第三者への提供",
        body: [
          "当社は、次の場合を除き、あらかじめご本人の同意を得ることなく個人情報を第三者に提供しません。",
          {
            items: [
              "法令に基づく場合",
              "人の生命、身体または財産の保護のために必要があり、ご本人の同意を得ることが困難な場合",
              "国の機関等が法令の定める事務を遂行することに協力する必要がある場合",
            ],
          },
        ],
      },
      {
        heading: "4. 業務の委託",
        body: [
          "当社は、利用目的の達成に必要な範囲で、個人情報の取り扱いを外部に委託することがあります。この場合、十分な保護水準を満たす委託先を選定し、契約等により適切に監督します。",
        ],
      },
      {
        heading: "5. 安全管理措置",
        body: [
          "当社は、個人データの漏えい、滅失またはき損を防止するため、次の安全管理措置を講じています。",
          {
            items: [
              "組織的安全管理措置：個人データの取り扱いの責任者を定め、取り扱う者と取り扱う個人データの範囲を明確にし、法令や本ポリシーに反する取り扱いを知ったときの報告体制を整えています。",
              "人的安全管理措置：個人データを取り扱う従業者に、取り扱いの留意事項について定期的に研修を行い、秘密保持に関する事項を就業規則に定めています。",
              "物理的安全管理措置：個人データを取り扱う区域での入退室を管理し、機器や書類の盗難と紛失を防ぐ措置を講じています。",
              "技術的安全管理措置：アクセス制御により取り扱う者と個人データの範囲を限定し、通信と保存データを暗号化し、外部からの不正アクセスや不正なソフトウェアから保護する仕組みを導入しています。",
              "外的環境の把握：お問い合わせ等で取得した個人データは、日本国内に所在するサーバーに保存し、日本の個人情報保護法のもとで取り扱います。アクセス解析のために米国の Google LLC に送信される情報は、外部送信ポリシーに記載し、EEA・英国・スイスからのアクセスでは同意を得た場合に限り送信します。米国の個人情報の保護に関する制度は、個人情報保護委員会が公表する情報を把握したうえで安全管理措置を講じています。",
            ],
          },
        ],
      },
      {
        heading: "6. Cookie等の利用",
        body: [
          "当社ウェブサイトでは、利用状況の把握と利便性の向上のためにCookieおよび類似の技術を使用することがあります。外部の事業者へ送信される情報、送信先と利用目的は、外部送信ポリシー（/ExternalTransmission/）に記載しています。送信はページ下部の「外部送信の設定」からいつでも停止できます。ブラウザの設定によりCookieを無効にすることもできますが、その場合は一部の機能がご利用いただけないことがあります。",
          "言語の選択を記憶するため、選択した言語をCookieに保存します。",
        ],
      },
      {
        heading: "7. 開示等のご請求",
        body: [
          "ご本人から、保有個人データの利用目的の通知、開示（第三者提供記録の開示を含みます）、訂正・追加・削除、利用停止・消去、第三者提供の停止のご請求があった場合は、ご本人であることを確認のうえ、法令に従い遅滞なく対応します。",
          "ご請求は、下記のお問い合わせ窓口にメールでお申し出ください。ご本人確認の方法と、ご請求に必要な書類をご案内します。",
        ],
      },
      {
        heading: "8. 事業者の名称・住所・代表者とお問い合わせ窓口",
        body: [
          `個人情報の取り扱いに関するお問い合わせ、苦情および開示等のご請求は、下記までご連絡ください。`,
          {
            items: [
              `名称：${company}`,
              `住所：${address}`,
              `代表者：${representative}`,
              `窓口：個人情報お問い合わせ窓口`,
              `メールアドレス：${email}`,
            ],
            plain: true,
          },
        ],
      },
      {
        heading: "9. 本ポリシーの改定",
        body: [
          "当社は、法令の改正や事業内容の変化に応じて、本ポリシーを改定することがあります。改定後の内容は、当社ウェブサイトに掲載した時点から効力を生じます。",
        ],
      },
    ],
    dates: [
      { label: "制定", value: LEGAL_DATES.termsIssued.ja },
      { label: "改定", value: "2026年6月1日", date: "2026-06-01" },
    ],
    signature: company,
  }),
  en: ({
    company,
    email,
    enquiryRetention,
    address = "{address}",
    representative = "{representative}",
  }) => ({
    preamble: [
      `${company} ("we", "us") believes that handling personal information properly is a basic responsibility toward the businesses that use our products, the shoppers in their stores and the visitors to this website. We comply with Japan’s Act on the Protection of Personal Information and other applicable laws, and we have set out this Privacy Policy accordingly.`,
    ],
    sections: [
      {
        heading: "1. Information we collect",
        body: [
          "We collect the following personal information by lawful and fair means:",
          {
            items: [
              "Your name, company, job title, email address, phone number and message when you use our contact form",
              "Résumés and other information provided by job applicants",
              "Usage history, video and similar data obtained through smart shopping carts and AI cameras in stores that use our services",
              "Cookies, access logs and device information collected when you browse this website",
            ],
          },
        ],
      },
      {
        heading: "2. How we use it",
        body: [
          "We use personal information only for the following purposes:",
          {
            items: [
              "To answer enquiries, send materials and contact you",
              "To e-mail news of products and events to those who tick “Send me information about products and services by e-mail” on the contact form (you can stop them at any time)",
              "To provide, maintain and improve our products and services and to develop new ones",
              "To run recruitment and contact applicants",
              "To analyse how this website is used and make it easier to use",
              "To meet our legal obligations",
            ],
          },
          "Video captured by AI cameras is used only to detect stock shortages, to analyse shopping behaviour statistically and to prevent crime. Where identifying individuals is not necessary for the analysis, we process the data in a form that cannot identify anyone.",
          `What you send through the contact form is deleted, together with the record of the related emails, ${enquiryRetention} after we receive it.`,
        ],
      },
      {
        heading: "3. Sharing with third parties",
        body: [
          "We do not share personal information with third parties without your prior consent, except:",
          {
            items: [
              "Where required by law",
              "Where necessary to protect life, health or property and it is difficult to obtain your consent",
              "Where we need to cooperate with public authorities carrying out duties prescribed by law",
            ],
          },
        ],
      },
      {
        heading: "4. Service providers",
        body: [
          "We may entrust the handling of personal information to service providers where needed for the purposes above. We choose providers that meet adequate protection standards and supervise them under contract.",
        ],
      },
      {
        heading: "5. Security",
        body: [
          "We take the following measures to prevent personal data from being leaked, lost or damaged:",
          {
            items: [
              "Organisational: a person is responsible for personal data, who handles which data is defined, and breaches of the law or this policy are reported through a set procedure.",
              "Human: staff who handle personal data are trained regularly, and confidentiality is part of the work rules.",
              "Physical: entry to areas where personal data is handled is controlled, and equipment and documents are protected against theft and loss.",
              "Technical: access control limits who handles which data, data is encrypted in transit and at rest, and systems are protected against unauthorised access and malicious software.",
              "The external environment: personal data collected through enquiries is stored on servers located in Japan and handled under Japan’s Act on the Protection of Personal Information. The information sent to Google LLC in the United States for analytics is listed in the External Transmission Policy, and from the EEA, the UK and Switzerland it is sent only with your consent. We take our measures knowing the US system for protecting personal information as published by Japan’s Personal Information Protection Commission.",
            ],
          },
        ],
      },
      {
        heading: "6. Cookies",
        body: [
          "This website may use cookies and similar technologies to understand how it is used and to make it more convenient. What is sent to other companies, to whom and why is listed in the External Transmission Policy (/en/ExternalTransmission/); “Cookie settings” at the bottom of every page stops it at any time. You can also disable cookies in your browser settings, although some features may then stop working.",
          "We store your chosen language in a cookie so that the site remembers it.",
        ],
      },
      {
        heading: "7. Your rights",
        body: [
          "You may ask us to tell you how we use your personal data, to disclose it (including our records of sharing it with third parties), to correct, add to or delete it, to stop using or erase it, or to stop sharing it with third parties. After confirming your identity, we will respond without delay as the law requires.",
          "Please send your request by e-mail to the desk below; we will tell you how we confirm your identity and what documents the request needs.",
        ],
      },
      {
        heading: "8. Who we are and how to contact us",
        body: [
          "For questions, complaints and requests about how we handle personal information, please contact:",
          {
            items: [
              `Name: ${company}`,
              `Address: ${address}`,
              `Representative: ${representative}`,
              "Desk: Personal Information Desk",
              `Email: ${email}`,
            ],
            plain: true,
          },
        ],
      },
      {
        heading: "9. Changes to this policy",
        body: [
          "We may revise this policy when laws or our business change. A revised policy takes effect when it is published on this website.",
        ],
      },
    ],
    dates: [
      { label: "Issued", value: LEGAL_DATES.termsIssued.en },
      { label: "Revised", value: "June 1, 2026", date: "2026-06-01" },
    ],
    signature: company,
  }),
};
