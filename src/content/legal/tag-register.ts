import type { Locale } from "@/i18n/locales";

/** The seed of the tag register (the CMS array `tags` of the external-transmission page). */
export const TAG_REGISTER_SEED: {
  policyUrl: string;
  optOutUrl?: string;
  text: Record<
    Locale,
    {
      service: string;
      recipient: string;
      information: string;
      sitePurpose: string;
      recipientPurpose: string;
    }
  >;
}[] = [
  {
    policyUrl: "https://policies.google.com/privacy",
    text: {
      ja: {
        service: "Google タグマネージャー",
        recipient: "Google LLC",
        information:
          "閲覧したページのURL、参照元のURL、IPアドレス、ブラウザの種類と言語、端末の種類、閲覧日時",
        sitePurpose:
          "ウェブサイトに組み込むタグ（下記の Google アナリティクス 4）を一元的に管理し、配信するため",
        recipientPurpose:
          "タグの配信、サービスの提供・維持・改善、不正利用の防止のため",
      },
      en: {
        service: "Google Tag Manager",
        recipient: "Google LLC",
        information:
          "The address of the page viewed, the referring address, IP address, browser type and language, device type, and the time of the visit",
        sitePurpose:
          "To manage and deliver the tags of this website (Google Analytics 4 below) in one place",
        recipientPurpose:
          "To deliver the tags, to provide, maintain and improve its service, and to prevent abuse",
      },
    },
  },
  {
    policyUrl: "https://policies.google.com/privacy",
    optOutUrl: "https://tools.google.com/dlpage/gaoptout",
    text: {
      ja: {
        service: "Google アナリティクス 4",
        recipient: "Google LLC",
        information:
          "Cookie に保存される識別子（クライアントID）、閲覧したページのURLとタイトル、参照元のURL、ページ内での操作（スクロール、リンクのクリック）、IPアドレスから推定される地域、ブラウザの種類と言語、端末の種類と画面の大きさ、閲覧日時",
        sitePurpose:
          "ウェブサイトの利用状況を統計的に分析し、内容と使いやすさを改善するため",
        recipientPurpose:
          "当社への分析結果の提供、Google のサービスの提供・維持・改善のため（詳細は Google のポリシーをご覧ください）",
      },
      en: {
        service: "Google Analytics 4",
        recipient: "Google LLC",
        information:
          "An identifier kept in a cookie (client ID), the address and title of the page viewed, the referring address, actions on the page (scrolling, link clicks), the region estimated from the IP address, browser type and language, device type and screen size, and the time of the visit",
        sitePurpose:
          "To analyse statistically how this website is used and improve its content and ease of use",
        recipientPurpose:
          "To report the analysis to us and to provide, maintain and improve Google’s services (see Google’s policy for details)",
      },
    },
  },
];
