import { type TextField, ValidationError } from 'payload'

import { RESERVED_SLUGS, SLUG_MAX_LENGTH, slugProblem } from '../../lib/cms/query'
import { label, SLUG_LABEL } from '../labels'
import { englishTitle, suggestSlugFromTitle } from './slug-reading'
import { suggestSlug } from './slug-suggest'

type TitledDoc = { id?: string | number; title?: unknown }

/**
 * URL slug shared by both languages, so the language switch keeps the same article. Suggested from the
 * title as the editor types (admin/SlugInput.client.tsx); when left empty it is made on save from the
 * English title if there is one, else from the title being edited.
 */
export const slugField: TextField = {
  name: 'slug',
  label: SLUG_LABEL,
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
    // A slug another document uses is said beside the field, in the admin's language; the database's unique index
    // stays the guarantee, but its error reached the editor only as the toast "次のフィールドは無効です: slug".
    beforeChange: [
      async ({ value, req, collection, originalDoc }) => {
        if (typeof value !== 'string' || !collection) return value
        const id = (originalDoc as TitledDoc | undefined)?.id
        const taken = await req.payload.count({
          collection: collection.slug as 'news',
          where: { and: [{ slug: { equals: value } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])] },
          overrideAccess: true,
          req,
        })
        if (taken.totalDocs === 0) return value
        const en = req.i18n?.language === 'en'
        throw new ValidationError(
          {
            collection: collection.slug,
            errors: [{ path: 'slug', message: en ? 'This slug is already used by another document; choose another.' : 'このスラッグは既に使われています。別のスラッグにしてください。' }],
          },
          req.t,
        )
      },
    ],
    beforeValidate: [
      async ({ value, data, originalDoc, req, collection }) => {
        // Forgiving input: " Spring Sale " becomes "spring-sale" before validation.
        if (typeof value === 'string' && value.trim()) return value.trim().toLowerCase().replace(/\s+/g, '-')
        const doc = (originalDoc ?? {}) as TitledDoc
        if (doc.id !== undefined && collection && req.locale !== 'en') {
          const fromEnglish = suggestSlug(await englishTitle(req, collection.slug, doc.id))
          if (fromEnglish) return fromEnglish
        }
        return (await suggestSlugFromTitle((data as TitledDoc | undefined)?.title)) || value
      },
    ],
  },
  validate: (value: string | null | undefined, { req }) => {
    const ja = req?.i18n?.language !== 'en'
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
