import type { Locale } from "@/i18n/locales";

/** A block of a legal article: a paragraph, a numbered list, or a plain list (contact details). */
export type LegalBlock = string | { items: string[]; plain?: boolean };

export type LegalDoc = {
  preamble: string[];
  sections: { heading: string; body: LegalBlock[] }[];
  /** Enactment and revisions; `date` (ISO, default: the document's own date) and `note` are what the CMS seed stores. */
  dates: { label: string; value: string; date?: string; note?: string }[];
  signature?: string;
};

/** Settings the documents mention (the company is configured, never written into the text). */
export type LegalContext = {
  company: string;
  email: string;
  enquiryRetention: string;
  address?: string;
  representative?: string;
};

export type LegalSource = Record<Locale, (ctx: LegalContext) => LegalDoc>;
