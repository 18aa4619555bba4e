import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Field } from 'payload'
import { revalidateTag } from 'next/cache'

import { CACHE_TAGS } from '../lib/cms/cache-tags'
import { normalizeFromPath, safeTarget } from '../lib/redirects/rules'
import { isAdmin } from './access'
import { ADMIN_GROUPS, label } from './labels'

type RedirectsOverrides = NonNullable<Parameters<typeof import('@payloadcms/plugin-redirects').redirectsPlugin>[0]['overrides']>

function expireRedirects({ req }: { req: { payload: { logger: { debug: (o: object, m: string) => void } }; context?: Record<string, unknown> } }) {
  try {
    revalidateTag(CACHE_TAGS.redirects, { expire: 0 })
  } catch (error) {
    // Outside a Next request (seed script, CLI) there is no cache to expire.
    req.payload.logger.debug({ err: error }, 'revalidateTag skipped outside a request')
  }
}

const afterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  expireRedirects({ req })
  return doc
}
const afterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  expireRedirects({ req })
  return doc
}

/** Labels, checks and descriptions for the plugin's fields, in both admin languages. */
function withOurRules(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (!('name' in field)) return field
    if (field.name === 'from' && field.type === 'text') {
      return {
        ...field,
        label: label('転送元のパス', 'From path'),
        admin: { ...field.admin, description: label('例: /old-page/ や /en/old-page/(このサイトのパスのみ)', 'For example /old-page/ or /en/old-page/ (a path on this site)') },
        hooks: { beforeValidate: [({ value }) => normalizeFromPath(value) ?? value] },
        validate: (value: unknown) => (normalizeFromPath(value) ? true : 'Enter a path on this site, such as /old-page/ (/ で始まるパス)'),
      }
    }
    if (field.name === 'to' && field.type === 'group') {
      return {
        ...field,
        fields: field.fields.map((sub) => {
          if (!('name' in sub)) return sub
          // カスタムURL first: an old address usually goes to a page of the site (/company/), typed as a path.
          if (sub.name === 'type') return { ...sub, label: label('転送先の種類', 'Target type'), defaultValue: 'custom' } as Field
          if (sub.name === 'reference') return { ...sub, label: label('転送先の記事・キャンペーン', 'Target article or campaign') } as Field
          if (sub.name === 'url' && sub.type === 'text') {
            return {
              ...sub,
              label: label('転送先の URL またはパス', 'Target URL or path'),
              admin: {
                ...sub.admin,
                description: label('サイト内は /company/ のようなパス。他のサイトへは https:// から始まる完全な URL(管理者のみ)。', 'A path on this site such as /company/, or a full https:// URL for another site (admins only).'),
              },
              validate: (value: unknown) => (safeTarget(value) ? true : 'Use a path starting with / or a full https:// URL (/ で始まるパスか https:// の URL)'),
            } as Field
          }
          return sub
        }),
      }
    }
    if (field.name === 'type' && field.type === 'select') {
      return {
        ...field,
        label: label('転送の種類', 'Redirect type'),
        defaultValue: '301',
        options: [
          { label: label('301 恒久的な移転', '301 Moved permanently'), value: '301' },
          { label: label('302 一時的な移転', '302 Found (temporary)'), value: '302' },
        ],
      }
    }
    return field
  })
}

/** Only admins see and manage redirects; the site reads them through the rules endpoint (cached by tag). */
export const redirectsCollectionOverrides: RedirectsOverrides = {
  labels: { singular: label('リダイレクト', 'Redirect'), plural: label('リダイレクト', 'Redirects') },
  admin: { group: ADMIN_GROUPS.settings, useAsTitle: 'from', defaultColumns: ['from', 'to.type', 'type', 'updatedAt'], hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin' },
  access: {
    // The site reads them with the Local API (src/lib/cms/redirects.ts); the REST API shows them to admins only.
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: ({ defaultFields }) => withOurRules(defaultFields),
}
