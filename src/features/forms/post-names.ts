/**
 * Zod-free pieces of a CMS form that the page needs at once (the checks, schema.ts, load later): the names of the
 * entry form's own inputs in a post without JavaScript (server/no-script.ts; a field's key starts with a–z, so
 * these never clash with one) and the `max` of a field's tooLong message.
 */
import { type FormFieldDef, FORM_BOUNDS as B } from './definition'

export const FORM_POST = { form: '_form', locale: '_locale', step: '_step', token: '_token', key: '_key' } as const

/** The `max` of a field's tooLong message. */
export function maxOf(field: Pick<FormFieldDef, 'kind'>): number {
  return field.kind === 'textarea' ? B.textareaMax : field.kind === 'email' ? B.emailMax : field.kind === 'phone' ? 40 : field.kind === 'date' ? 10 : B.textMax
}
