import type { CollectionConfig } from 'payload'

/**
 * Per-client submission counters for the contact form, one row per client and time window. Kept in the
 * database so every app instance sharing it sees the same count. Written with one atomic upsert
 * (features/contact/server/rate-limit.ts); not in the admin, not in the API.
 */
export const ContactRateLimits: CollectionConfig = {
  slug: 'contact-rate-limits',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'hits', type: 'number', required: true, defaultValue: 0 },
    { name: 'expiresAt', type: 'number', required: true, index: true },
  ],
}
