/**
 * One rule for what visitors type, shared by the contact form (browser and server, one zod schema), the store and
 * the CMS's own field validation (issue 41 §6):
 * - lengths are counted in code points (what `[...text].length` counts: an emoji is one, as the visitor sees it),
 *   never in UTF-16 code units (JavaScript's `.length`, which counts most emoji as two);
 * - a lone surrogate (half of a UTF-16 pair, which no real text contains and UTF-8 cannot carry) is refused;
 * - invisible format characters that can reorder or hide text (bidi embeddings, overrides and isolates, zero-width
 *   spaces, marks, the BOM, …) are refused in names and other single-line fields, and removed from mail subjects.
 *   The zero-width joiner and non-joiner are allowed in long texts (emoji sequences and some scripts need them).
 */
/** U+061C, U+180E, U+200B–U+200F, U+202A–U+202E, U+2060–U+2064, U+2066–U+206F, U+FEFF, U+FFF9–U+FFFB. */
const FORMAT_CHARACTERS = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/
const FORMAT_CHARACTERS_EXCEPT_JOINERS = /[\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/
const FORMAT_CHARACTERS_ALL = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/g
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Length in code points. */
export function codePointLength(text: string): number {
  return [...text].length
}

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text)
}

/** True when `text` holds an invisible format character (joiners allowed when `allowJoiners`). */
export function hasFormatCharacter(text: string, { allowJoiners = false } = {}): boolean {
  return (allowJoiners ? FORMAT_CHARACTERS_EXCEPT_JOINERS : FORMAT_CHARACTERS).test(text)
}

/** `text` without invisible format characters and lone surrogates (for mail subjects and the repair migration). */
export function withoutFormatCharacters(text: string): string {
  return text.replace(FORMAT_CHARACTERS_ALL, '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '')
}

/** The first `max` code points of `text`. */
export function truncateToCodePoints(text: string, max: number): string {
  return codePointLength(text) <= max ? text : [...text].slice(0, max).join('')
}

/** `text` made to follow the rule: format characters (joiners kept when `multiLine`) and lone surrogates removed, then cut to `max` code points. */
export function repairText(text: string, max: number, { multiLine = false } = {}): string {
  const cleaned = multiLine
    ? text.replace(/[\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/g, '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '')
    : withoutFormatCharacters(text)
  return truncateToCodePoints(cleaned, max)
}
