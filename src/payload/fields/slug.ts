import type { TextField } from 'payload'

import { RESERVED_SLUGS, SLUG_MAX_LENGTH, slugProblem } from '../../lib/cms/query'

/** URL slug shared by both languages, so the language switch keeps the same article. */
export const slugField: TextField = {
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  maxLength: SLUG_MAX_LENGTH,
  admin: { position: 'sidebar', description: 'Lower-case letters, digits and hyphens; shared by both languages.' },
  hooks: {
    // Forgiving input: " Spring Sale " becomes "spring-sale" before validation.
    beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/\s+/g, '-') : value)],
  },
  validate: (value: string | null | undefined) => {
    switch (slugProblem(value)) {
      case null:
        return true
      case 'reserved':
        return `"${value}" is reserved for a page of its own (${RESERVED_SLUGS.join(', ')}); choose another slug.`
      default:
        return 'Use lower-case letters, digits and single hyphens (for example: spring-campaign-2026).'
    }
  },
}
