import type { TextField } from 'payload'

import { RESERVED_SLUGS, SLUG_MAX_LENGTH, slugProblem } from '../../lib/cms/query'
import { label } from '../labels'
import { suggestSlug } from './slug-suggest'

type TitledDoc = { id?: string | number; title?: unknown }

/**
 * URL slug shared by both languages, so the language switch keeps the same article. Suggested from the
 * title as the editor types (admin/SlugInput.client.tsx); when left empty it is made on save from the
 * English title if there is one, else from the title being edited.
 */
export const slugField: TextField = {
  name: 'slug',
  label: label('スラッグ(URL)', 'Slug (URL)'),
  type: 'text',
  required: true,
  unique: true,
  index: true,
  maxLength: SLUG_MAX_LENGTH,
  admin: {
    position: 'sidebar',
    components: { Field: '/payload/admin/SlugInput.client#SlugInput' },
    description: label(
      'URL の一部です。半角英小文字・数字・ハイフンのみで、両方の言語で共通です。タイトルから自動で提案されます。',
      'Part of the URL: lower-case letters, digits and hyphens, shared by both languages. Suggested from the title.',
    ),
  },
  hooks: {
    beforeValidate: [
      async ({ value, data, originalDoc, req, collection }) => {
        // Forgiving input: " Spring Sale " becomes "spring-sale" before validation.
        if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase().replace(/\s+/g, '-')
        const doc = (originalDoc ?? {}) as TitledDoc
        if (doc.id !== undefined && collection && req.locale !== 'en') {
          const english = (await req.payload
            .findByID({ collection: collection.slug as 'news', id: doc.id, locale: 'en', fallbackLocale: false, draft: true, depth: 0, overrideAccess: true, req })
            .catch(() => null)) as TitledDoc | null
          const fromEnglish = suggestSlug(english?.title)
          if (fromEnglish) return fromEnglish
        }
        return suggestSlug((data as TitledDoc | undefined)?.title) || value
      },
    ],
  },
  validate: (value: string | null | undefined, { req }: { req: { i18n?: { language?: string } } }) => {
    const ja = req?.i18n?.language === 'ja'
    switch (slugProblem(value)) {
      case null:
        return true
      case 'reserved':
        return ja
          ? `「${value}」は専用のページに使われています(${RESERVED_SLUGS.join(', ')})。別のスラッグにしてください。`
          : `"${value}" is reserved for a page of its own (${RESERVED_SLUGS.join(', ')}); choose another slug.`
      default:
        return ja
          ? '半角英小文字・数字と、間に1つずつのハイフンだけが使えます(例: spring-campaign-2026)。'
          : 'Use lower-case letters, digits and single hyphens (for example: spring-campaign-2026).'
    }
  },
}
