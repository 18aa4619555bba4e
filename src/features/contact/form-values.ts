/**
 * What the contact form needs without its checks: the error codes, the summary's grouping and the empty form.
 * No zod here: the browser loads the schema (schema.ts) only when the form is first checked
 * (ContactFormStep, form-resolver.ts); schema.ts re-exports these for the server and the tests.
 */
import type { ContactInput } from './schema'

/** Keys of `contact.errors.*`. The first five are the texts of requirements §5. */
export const CONTACT_ERROR_CODES = [
  'privacy',
  'required',
  'email',
  'phone',
  'general',
  'noSales',
  'tooLong',
  'singleLine',
  'invalidCharacters',
] as const
export type ContactErrorCode = (typeof CONTACT_ERROR_CODES)[number]

/** Which requirements §5 text sums up a field error in the summary above the form. */
export function summaryCodeOf(code: ContactErrorCode): 'privacy' | 'required' | 'email' | 'phone' | 'general' {
  if (code === 'noSales') return 'required'
  if (code === 'privacy' || code === 'required' || code === 'email' || code === 'phone') return code
  return 'general'
}

/** Empty values for a fresh form. */
export function emptyContactInput(): ContactInput {
  return {
    subject: '' as unknown as ContactInput['subject'],
    lastName: '',
    firstName: '',
    company: '',
    jobTitle: '',
    email: '',
    phone: '',
    message: '',
    privacy: false as unknown as true,
    noSales: false as unknown as true,
    marketingOptIn: false,
  }
}
