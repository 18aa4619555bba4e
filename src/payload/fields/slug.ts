import type { TextField } from 'payload'

/** URL slug shared by both languages, so the language switch keeps the same article. */
export const slugField: TextField = {
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  maxLength: 120,
  admin: { position: 'sidebar', description: 'Lower-case letters, digits and hyphens; shared by both languages.' },
  validate: (value: string | null | undefined) =>
    typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
      ? true
      : 'Use lower-case letters, digits and single hyphens (for example: spring-campaign-2026).',
}
