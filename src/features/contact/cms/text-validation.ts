import type { PayloadRequest, TextareaFieldValidation, TextFieldSingleValidation } from 'payload'

import { codePointLength, hasFormatCharacter, hasLoneSurrogate } from '../../../lib/text-rules'

/**
 * The CMS's check of an enquiry's text fields, by the form's own rule (lib/text-rules.ts): at most `max` code
 * points, never Payload's `maxLength`, which counts UTF-16 units: a name of 50 emoji was stored by the form and then
 * refused by every later update of the enquiry (spam, done, assignee). `multiLine` allows the joiners as the form does.
 */
export function codePointText(max: number, { required = false, multiLine = false } = {}): TextFieldSingleValidation & TextareaFieldValidation {
  const validate = (value: string | null | undefined, { req }: { req?: Partial<PayloadRequest> }): string | true => {
    const ja = req?.i18n?.language !== 'en'
    const text = typeof value === 'string' ? value : ''
    if (!text) return required ? (ja ? '入力してください。' : 'This field is required.') : true
    if (hasLoneSurrogate(text) || hasFormatCharacter(text, { allowJoiners: multiLine })) return ja ? '使えない文字が含まれています。' : 'This contains characters that cannot be used.'
    if (codePointLength(text) > max) return ja ? `${max}文字以内にしてください。` : `Use at most ${max} characters.`
    return true
  }
  return validate as TextFieldSingleValidation & TextareaFieldValidation
}
