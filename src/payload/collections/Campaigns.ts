import type { CollectionConfig } from 'payload'

import { campaignsRead, isStaff } from '../access'
import { CACHE_TAGS } from '../../lib/cms/cache-tags'
import { revalidateTagsHooks } from '../hooks/revalidate'
import { previewUrl } from '../preview-url'
import { slugField } from '../fields/slug'

export const Campaigns: CollectionConfig = {
  slug: 'campaigns',
  admin: {
    preview: (doc, { locale }) => previewUrl('campaigns', doc.id as string, locale),
    useAsTitle: 'title', defaultColumns: ['title', 'startsAt', 'endsAt', '_status'], group: 'Content' },
  hooks: revalidateTagsHooks((doc) => [CACHE_TAGS.campaigns, ...(doc.slug ? [CACHE_TAGS.campaign(doc.slug)] : [])]),
  access: { read: campaignsRead, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-startsAt',
  versions: {
    drafts: { autosave: { interval: 1000 }, schedulePublish: true },
    maxPerDoc: 50,
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200 },
    slugField,
    {
      name: 'startsAt',
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'endsAt',
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      validate: (value: unknown, { siblingData }: { siblingData: { startsAt?: string } }) =>
        !value || !siblingData.startsAt || new Date(String(value)) > new Date(siblingData.startsAt)
          ? true
          : 'The end must come after the start.',
    },
    { name: 'summary', type: 'textarea', localized: true, maxLength: 400 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText', localized: true },
    {
      name: 'cta',
      type: 'group',
      fields: [
        { name: 'label', type: 'text', localized: true, maxLength: 60 },
        { name: 'url', type: 'text', maxLength: 500 },
      ],
    },
  ],
}
