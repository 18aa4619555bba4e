/** Contact form constants (DECISIONS "Contact enquiries"). Shared by browser and server. */
export const CONTACT_SUBJECTS = ['media', 'careers', 'camera', 'skipCart', 'other'] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

export const CONTACT_BOUNDS = {
  nameMax: 50,
  companyMax: 100,
  jobTitleMax: 100,
  emailMax: 254,
  phoneDigitsMin: 10,
  phoneDigitsMax: 15,
  messageMax: 4000,
} as const

/** A person needs longer than this between opening the form and sending it; faster posts are scripts. */
export const MIN_FILL_MS = 3000

/** A form token is good for one enquiry within this time (a long message still fits comfortably). */
export const FORM_TOKEN_MAX_AGE_MS = 3 * 60 * 60 * 1000

/** Per client (IP address under the trust model): at most this many accepted submissions per window. */
export const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const

/**
 * Site-wide: at most this many acknowledgement mails to visitors per window. Past it, enquiries are
 * still stored and staff still notified, but acknowledgements wait in the outbox for staff review.
 */
/** `max` is the default of CONTACT_ACK_CEILING_PER_HOUR (src/lib/env.ts), which sets it per deployment. */
export const SITE_ACK_CEILING = { max: 30, windowMs: 60 * 60 * 1000 } as const

/** Requests larger than this are refused before parsing (the largest valid form is about 17 kB). */
export const MAX_BODY_BYTES = 32 * 1024

/** Field order on the form, the confirm step and in e-mails. */
export const CONTACT_FIELD_ORDER = [
  'subject',
  'lastName',
  'firstName',
  'company',
  'jobTitle',
  'email',
  'phone',
  'message',
] as const
export type ContactTextField = (typeof CONTACT_FIELD_ORDER)[number]

/** Fields a visitor may leave empty (marked 任意 / Optional on the form; the schema accepts them blank). */
export const OPTIONAL_FIELDS: ReadonlySet<ContactTextField> = new Set<ContactTextField>(['jobTitle', 'phone'])

/** Names in the order people write them: family name first in Japanese, given name first in English. */
export function fieldOrderFor(locale: string): readonly ContactTextField[] {
  if (locale === 'ja') return CONTACT_FIELD_ORDER
  return ['subject', 'firstName', 'lastName', 'company', 'jobTitle', 'email', 'phone', 'message']
}
