/** The words of a CMS form in one language: the block's own (`landing.form`) and the contact form's messages. */
import { CONTACT_ERROR_CODES } from '../contact/form-values'
import type { CmsFormText } from './CmsForm.client'

type Raw = (key: string) => string

const KEYS = ['confirmHeading', 'confirmLead', 'next', 'back', 'submit', 'sending', 'completeHeading', 'completeDefault', 'errorHeading', 'errorText', 'errorBack', 'required', 'optional', 'choose', 'summary', 'privacyLink', 'privacyText', 'yes', 'no'] as const

export function cmsFormText(landing: { raw: Raw } | unknown, contact: { raw: Raw } | unknown): CmsFormText {
  const l = (landing as { raw: Raw }).raw
  const c = (contact as { raw: Raw }).raw
  const text = Object.fromEntries(KEYS.map((key) => [key, String(l(`form.${key}`))])) as Omit<CmsFormText, 'errors' | 'rateLimited'>
  // Raw texts: the browser fills {max} and {minutes} itself.
  const errors = Object.fromEntries(CONTACT_ERROR_CODES.map((code) => [code, String(c(`errors.${code}`))])) as CmsFormText['errors']
  return { ...text, rateLimited: String(c('errors.rateLimited')), errors }
}
