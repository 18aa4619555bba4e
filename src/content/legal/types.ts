import type { Locale } from "@/i18n/locales";

/** A block of a legal article: a paragraph, a numbered list, or a plain list (contact details). */
export type LegalBlock = string | { items: string[]; plain?: boolean };

export type LegalDoc = {
  preamble: string[];
  sections: { heading: string; body: LegalBlock[] }[];
  dates: { label: string; value: string }[];
  signature?: string;
};

/** Settings the documents mention (the company is configured, never written into the text). */
export type LegalContext = {
  company: string;
  email: string;
  address?: string;
  representative?: string;
};

export type LegalSource = Record<Locale, (ctx: LegalContext) => LegalDoc>;
