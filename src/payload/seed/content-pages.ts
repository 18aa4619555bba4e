import type { Payload, RequestContext } from "payload";

import { SEED_COMPANIES } from "../../content/company";
import { localizedFigures } from "../../content/figures";
import { accessibility } from "../../content/legal/accessibility";
import { conduct } from "../../content/legal/conduct";
import { externalTransmission } from "../../content/legal/external";
import { LEGAL_DATES } from "../../content/legal/dates";
import { privacy } from "../../content/legal/privacy";
import { TAG_REGISTER_SEED } from "../../content/legal/tag-register";
import { terms } from "../../content/legal/terms";
import type { LegalDoc } from "../../content/legal/types";
import { seedPortrait } from "./portrait";
import jaMessages from "../../../messages/ja.json";
import enMessages from "../../../messages/en.json";

type Lang = "ja" | "en";
const MESSAGES = { ja: jaMessages, en: enMessages } as const;
const LANGS: Lang[] = ["ja", "en"];

/* Lexical nodes for the legal pages: headings, paragraphs and lists. */
const text = (value: string) => ({
  type: "text",
  version: 1,
  text: value,
  format: 0,
  detail: 0,
  mode: "normal",
  style: "",
});
const base = { version: 1, direction: "ltr", format: "", indent: 0 };
const paragraph = (value: string) => ({
  ...base,
  type: "paragraph",
  textFormat: 0,
  textStyle: "",
  children: [text(value)],
});
const heading = (value: string) => ({
  ...base,
  type: "heading",
  tag: "h2",
  children: [text(value)],
});
const list = (items: string[], plain?: boolean) => ({
  ...base,
  type: "list",
  listType: plain ? "bullet" : "number",
  start: 1,
  tag: plain ? "ul" : "ol",
  children: items.map((item, i) => ({
    ...base,
    type: "listitem",
    value: i + 1,
    children: [text(item)],
  })),
});

export function legalToLexical(doc: LegalDoc) {
  const children = [
    ...doc.preamble.map(paragraph),
    ...doc.sections.flatMap((s) => [
      heading(s.heading),
      ...s.body.map((b) =>
        typeof b === "string" ? paragraph(b) : list(b.items, b.plain),
      ),
    ]),
  ];
  return { root: { ...base, type: "root", children } };
}

/** Noon in Tokyo on a date of requirements §9, so it reads as that day in any time zone near Japan. */
/** The home page's own figures (global `home`), from the same readings as the other pages'. */
function homeFigures(lang: Lang) {
  const { cameras, skipCart } = localizedFigures(lang);
  const { checkoutSeconds, throughput, returnVisits, fewerCheckoutStaff } =
    skipCart;
  return {
    checkoutSeconds,
    throughput,
    returnVisits,
    fewerCheckoutStaff,
    cameras: cameras.value,
    shops: cameras.shops,
    camerasAsOf: cameras.asOf,
  };
}

const day = (iso: string) => `${iso}T03:00:00.000Z`;

type SeededGlobal =
  "company-profile" | "company-messages" | "home" | "site-figures";

/** A global exists from the start; one that was never saved has no timestamps. */
async function neverSaved(
  payload: Payload,
  slug: SeededGlobal,
): Promise<boolean> {
  const current = (await payload.findGlobal({
    slug,
    depth: 0,
    draft: true,
  })) as { updatedAt?: string | null; createdAt?: string | null };
  return !current.updatedAt && !current.createdAt;
}

async function seedGlobal(
  payload: Payload,
  slug: SeededGlobal,
  data: Record<Lang, Record<string, unknown>>,
  context: RequestContext,
): Promise<number> {
  if (!(await neverSaved(payload, slug))) return 0;
  for (const lang of LANGS)
    await payload.updateGlobal({
      slug,
      locale: lang,
      data: { ...data[lang], _status: "published" } as never,
      context,
    });
  return 1;
}

/** The figures and their as-of dates (content/figures), once, into a never-saved global. */
export function seedSiteFigures(
  payload: Payload,
  context: RequestContext,
): Promise<number> {
  return seedGlobal(
    payload,
    "site-figures",
    Object.fromEntries(
      LANGS.map((lang) => [lang, { ...localizedFigures(lang) }]),
    ) as unknown as Record<Lang, Record<string, unknown>>,
    context,
  );
}

/**
 * The company profile, the two messages, the home page's hero and figures, interviews, occupations and
 * the legal pages, as the site showed them when they were TypeScript and message files (which are now
 * their seed). Each is seeded once, into an empty collection or a never-saved global.
 */
export async function seedContentPages(
  payload: Payload,
  context: RequestContext,
): Promise<number> {
  let added = 0;
  const brand = (lang: Lang) => MESSAGES[lang].layout.brand;

  const companies = (lang: Lang) =>
    SEED_COMPANIES.map((c) => ({
      name:
        c.id === "parent"
          ? "{company}"
          : c.name({ company: "{company}", brand: brand(lang) })[lang],
      address: c.address[lang],
      established: c.established[lang],
      capital: c.capital[lang],
      representative: c.representative[lang],
      directors: c.directors[lang].join("\n"),
      bank: c.bank[lang].join("\n"),
      branches: c.branches[lang].join("\n"),
      employees: c.employees[lang],
    }));
  // Array rows are shared by the locales: the English pass must keep the Japanese rows' ids.
  if (await neverSaved(payload, "company-profile")) {
    const saved = (await payload.updateGlobal({
      slug: "company-profile",
      locale: "ja",
      data: { companies: companies("ja"), _status: "published" },
      context,
    })) as { companies?: { id?: string | null }[] | null };
    const ids = (saved.companies ?? []).map((row) => row.id);
    await payload.updateGlobal({
      slug: "company-profile",
      locale: "en",
      data: {
        companies: companies("en").map((row, i) => ({ ...row, id: ids[i] })),
        _status: "published",
      },
      context,
    });
    added++;
  }

  const m = (lang: Lang) => MESSAGES[lang];
  // The drawn portrait beside the recruit message, uploaded only for a messages global never saved.
  const signer = (lang: Lang) => m(lang).recruitMessagePage.signature;
  const recruitPicture = (await neverSaved(payload, "company-messages"))
    ? await seedPortrait(
        payload,
        "takahashi",
        {
          ja: `${signer("ja")}の肖像イラスト`,
          en: `Portrait illustration of ${signer("en")}`,
        },
        context,
      )
    : null;
  added += await seedGlobal(
    payload,
    "company-messages",
    Object.fromEntries(
      LANGS.map((lang) => [
        lang,
        {
          ceo: {
            heading: m(lang).messagePage.heading,
            body: [
              m(lang).messagePage.p1,
              m(lang).messagePage.p2,
              m(lang).messagePage.p3,
              m(lang).messagePage.p4,
            ].join("\n\n"),
          },
          recruit: {
            heading: m(lang).recruitMessagePage.heading,
            body: [
              m(lang).recruitMessagePage.p1,
              m(lang).recruitMessagePage.p2,
              m(lang).recruitMessagePage.p3,
            ].join("\n\n"),
            signature: signer(lang),
            picture: recruitPicture,
          },
        },
      ]),
    ) as unknown as Record<Lang, Record<string, unknown>>,
    context,
  );

  added += await seedGlobal(
    payload,
    "home",
    Object.fromEntries(
      LANGS.map((lang) => [
        lang,
        {
          hero: {
            eyebrow: m(lang).homePage.heroEyebrow,
            title: m(lang).homePage.heroTitle,
            lead: m(lang).homePage.heroLead,
          },
          figures: homeFigures(lang),
        },
      ]),
    ) as unknown as Record<Lang, Record<string, unknown>>,
    context,
  );

  added += await seedSiteFigures(payload, context);

  if ((await payload.count({ collection: "interviews" })).totalDocs === 0) {
    const people = [
      { key: "p1", portrait: "kobayashi" },
      { key: "p2", portrait: "fujita" },
      { key: "p3", portrait: "chen" },
    ] as const;
    for (const [index, person] of people.entries()) {
      const t = (lang: Lang, key: string) =>
        (m(lang).recruitInterviewPage as Record<string, string>)[key];
      const portrait = await seedPortrait(
        payload,
        person.portrait,
        {
          ja: `${t("ja", `${person.key}Name`)}の肖像`,
          en: `Portrait of ${t("en", `${person.key}Name`)}`,
        },
        context,
      );
      const answers = (lang: Lang) =>
        ([1, 2, 3] as const).map((q) => ({
          question: t(lang, `q${q}`),
          answer: t(lang, `${person.key}A${q}`),
        }));
      const doc = await payload.create({
        collection: "interviews",
        locale: "ja",
        data: {
          key: `interview-${person.key}`,
          name: t("ja", `${person.key}Name`),
          role: t("ja", `${person.key}Role`),
          site: t("ja", `${person.key}Site`),
          joined: t("ja", `${person.key}Year`),
          portrait,
          answers: answers("ja"),
          sortOrder: (index + 1) * 10,
          _status: "published",
        },
        context,
      });
      const ids = (doc.answers ?? []).map((a) => a.id);
      await payload.update({
        collection: "interviews",
        id: doc.id,
        locale: "en",
        data: {
          name: t("en", `${person.key}Name`),
          role: t("en", `${person.key}Role`),
          site: t("en", `${person.key}Site`),
          answers: answers("en").map((a, i) => ({ ...a, id: ids[i] })),
          _status: "published",
        },
        context,
      });
      added++;
    }
  }

  if ((await payload.count({ collection: "occupations" })).totalDocs === 0) {
    const groups = [
      {
        id: "engineering",
        jobs: [
          ["Hw", "box"],
          ["Sw", "tablet"],
          ["Ai", "spark"],
          ["Field", "handshake"],
        ],
      },
      {
        id: "business",
        jobs: [
          ["Sales", "users"],
          ["Consult", "chart"],
          ["Media", "eye"],
        ],
      },
      {
        id: "corporate",
        jobs: [
          ["Corp", "clock"],
          ["Hr", "heart"],
        ],
      },
    ] as const;
    let order = 0;
    for (const group of groups) {
      for (const [job, icon] of group.jobs) {
        const t = (lang: Lang, key: string) =>
          (m(lang).recruitOccupationPage as Record<string, string>)[key];
        order += 10;
        const doc = await payload.create({
          collection: "occupations",
          locale: "ja",
          data: {
            title: t("ja", `job${job}Title`),
            text: t("ja", `job${job}Text`),
            place: t("ja", `job${job}Place`),
            group: group.id,
            icon,
            sortOrder: order,
            _status: "published",
          },
          context,
        });
        await payload.update({
          collection: "occupations",
          id: doc.id,
          locale: "en",
          data: {
            title: t("en", `job${job}Title`),
            text: t("en", `job${job}Text`),
            place: t("en", `job${job}Place`),
            _status: "published",
          },
          context,
        });
        added++;
      }
    }
  }

  {
    const sources = [
      {
        kind: "privacy",
        source: privacy,
        date: "2021-06-08",
        title: { ja: "プライバシーポリシー", en: "Privacy Policy" },
      },
      {
        kind: "terms",
        source: terms,
        date: "2021-06-08",
        title: { ja: "利用規約", en: "Terms of Use" },
      },
      {
        kind: "conduct",
        source: conduct,
        date: "2021-06-28",
        title: { ja: "行動規範", en: "Code of Conduct" },
      },
      {
        kind: "external",
        source: externalTransmission,
        date: "2026-12-01",
        title: { ja: "外部送信ポリシー", en: "External Transmission Policy" },
      },
      {
        kind: "accessibility",
        source: accessibility,
        date: "2026-12-01",
        title: { ja: "ウェブアクセシビリティ方針", en: "Accessibility Policy" },
      },
    ] as const;
    void LEGAL_DATES;
    // Each page once: a database seeded before a page existed gets just the new one.
    const existing = new Set(
      (
        await payload.find({
          collection: "legal-pages",
          depth: 0,
          limit: 100,
          pagination: false,
          draft: true,
        })
      ).docs.map((d) => d.kind),
    );
    for (const item of sources) {
      if (existing.has(item.kind)) continue;
      const tags = item.kind === "external" ? TAG_REGISTER_SEED : [];
      const doc = (lang: Lang) =>
        item.source[lang]({
          company: "{company}",
          email: "{email}",
          enquiryRetention: "{enquiryRetention}",
        });
      const created = await payload.create({
        collection: "legal-pages",
        locale: "ja",
        data: {
          kind: item.kind,
          title: item.title.ja,
          effectiveDate: day(item.date),
          body: legalToLexical(doc("ja")) as never,
          signature: doc("ja").signature,
          revisions: doc("ja").dates.map((d) => ({
            label: d.label,
            date: day(d.date ?? item.date),
            ...(d.note ? { note: d.note } : {}),
          })),
          tags: tags.map((t) => ({
            ...t.text.ja,
            policyUrl: t.policyUrl,
            optOutUrl: t.optOutUrl,
          })),
          _status: "published",
        },
        context,
      });
      const ids = (created.revisions ?? []).map((r) => r.id);
      const tagIds = (created.tags ?? []).map((r) => r.id);
      await payload.update({
        collection: "legal-pages",
        id: created.id,
        locale: "en",
        data: {
          title: item.title.en,
          body: legalToLexical(doc("en")) as never,
          signature: doc("en").signature,
          revisions: doc("en").dates.map((d, i) => ({
            id: ids[i],
            label: d.label,
            date: day(d.date ?? item.date),
            ...(d.note ? { note: d.note } : {}),
          })),
          tags: tags.map((t, i) => ({
            id: tagIds[i],
            ...t.text.en,
            policyUrl: t.policyUrl,
            optOutUrl: t.optOutUrl,
          })),
          _status: "published",
        },
        context,
      });
      added++;
    }
  }
  return added;
}
