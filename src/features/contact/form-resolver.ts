/**
 * The form's resolver: the shared schema (schema.ts, zod) checked by react-hook-form. Its own module, which
 * the form imports when the visitor first goes into it or when it first checks a value, so zod is not in the
 * code the page loads and runs to hydrate (docs/decisions.md K4).
 */
import { zodResolver } from '@hookform/resolvers/zod'

import type { Locale } from '@/i18n/locales'
import { oncePerKey } from '@/lib/once-per-key'

import { contactSchema } from './schema'

export const contactResolver = oncePerKey((locale: Locale) => zodResolver(contactSchema(locale)))
