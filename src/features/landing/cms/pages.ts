/**
 * Landing pages built by editors from blocks (issue 46): a path of the editor's choosing, a localized list of
 * blocks (each language has its own layout, built in Japanese, then in English), drafts with autosave and
 * versions, scheduled publishing, SEO fields (the SEO plugin, payload.config.ts), redirects (the redirects
 * plugin may point at a page), live preview at phone and PC width (features/cms-preview). Its access rules and
 * hooks are all here; the blocks are in ./blocks.ts.
 */
import type { CollectionAfterChangeHook, CollectionConfig, TextField } from 'payload'
import { ValidationError } from 'payload'

import { LOCALES } from '../../../i18n/locales'
import { localizedPath } from '../../../i18n/strategy'
import { i18nStrategy } from '../../../lib/env.public'
import { CACHE_TAGS } from '../../../lib/cms/cache-tags'
import { LANDING_PATH_MAX_LENGTH, landingPathMessage, landingPathProblem, landingSitePath, normalizeLandingPath } from '../../../lib/landing-paths'
import { campaignsRead, isEditor } from '../../../payload/access'
import { languagesField, languageTimes } from '../../../payload/fields/languages'
import { scheduleField } from '../../../payload/fields/schedule'
import { revalidateTagsHooks } from '../../../payload/hooks/revalidate'
import { ADMIN_GROUPS, CONTENT_DRAFTS, label } from '../../../payload/labels'
import { publishDateHooks } from '../../../payload/publish-date'
import { refuseDeleteWhileRedirected } from '../../../payload/referenced-delete-guard'
import { LANDING_BLOCKS } from './blocks'

type PageDoc = { id?: string | number; path?: string | null; _status?: 'draft' | 'published' | null }

/** The page's own internal paths (`/ja/lp/x`, `/en/lp/x`), expired on publish so an earlier 404 is not kept. */
const internalPaths = (path?: string | null): string[] => (path ? LOCALES.map((locale) => `/${locale}/${path}`) : [])
const tagsOf = (path?: string | null): string[] => [CACHE_TAGS.pages, ...(path ? [CACHE_TAGS.page(path)] : [])]

/** What expires when a page's language goes live at its own time (the publishing lane's task, scheduled-content.ts). */
export const pageExpiry = (doc: { path?: string | null }) => ({ tags: tagsOf(doc.path), paths: internalPaths(doc.path) })

/** Where the page lives; refused with a message beside the field when malformed, a fixed route, or taken. */
export const pathField: TextField = {
  name: 'path',
  label: label('パス(URL)', 'Path (URL)'),
  type: 'text',
  required: true,
  unique: true,
  index: true,
  maxLength: LANDING_PATH_MAX_LENGTH + 2,
  admin: {
    position: 'sidebar',
    description: label(
      '公開される URL です。例: lp/seminar-2027 → /lp/seminar-2027/ と /en/lp/seminar-2027/。固定ページのパスは使えません。',
      'Where the page is published: lp/seminar-2027 → /lp/seminar-2027/ and /en/lp/seminar-2027/. The fixed pages’ paths are refused.',
    ),
  },
  validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) => {
    const problem = landingPathProblem(value)
    return problem ? landingPathMessage(problem, req.i18n?.language) : true
  },
  hooks: {
    beforeValidate: [({ value }) => (typeof value === 'string' ? normalizeLandingPath(value) : value)],
    beforeChange: [
      async ({ value, req, originalDoc }) => {
        if (typeof value !== 'string') return value
        const id = (originalDoc as PageDoc | undefined)?.id
        const taken = await req.payload.count({
          collection: 'pages',
          where: { and: [{ path: { equals: value } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])] },
          overrideAccess: true,
          req,
        })
        if (taken.totalDocs === 0) return value
        const en = req.i18n?.language === 'en'
        throw new ValidationError({
          collection: 'pages',
          errors: [{ path: 'path', message: en ? 'Another page already uses this path; choose another.' : 'このパスは別のページが使っています。別のパスにしてください。' }],
        })
      },
    ],
  },
}

/**
 * A published page whose path an editor changes keeps its old addresses: a 301 from the old path in each
 * language to the page (a redirect rule pointing at the document, so a later move follows it; an earlier rule
 * from the new path, which would shadow the page, is removed). Shown and editable under リダイレクト.
 */
const redirectOldPath: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const before = previousDoc as PageDoc | undefined
  const now = doc as PageDoc
  if (now._status !== 'published' || before?._status !== 'published' || !before.path || !now.path || before.path === now.path) return doc
  const fromPaths = (path: string) => LOCALES.map((locale) => localizedPath(locale, landingSitePath(path), i18nStrategy))
  await req.payload.delete({ collection: 'redirects', where: { from: { in: fromPaths(now.path) } }, overrideAccess: true, req })
  for (const from of fromPaths(before.path)) {
    await req.payload.delete({ collection: 'redirects', where: { from: { equals: from } }, overrideAccess: true, req })
    await req.payload.create({ collection: 'redirects', data: { from, type: '301', to: { type: 'reference', reference: { relationTo: 'pages', value: now.id as number } } }, overrideAccess: true, req })
  }
  return doc
}

const revalidate = revalidateTagsHooks((doc) => tagsOf((doc as PageDoc).path), { drafts: true, paths: (doc) => internalPaths((doc as PageDoc).path) })
/** Each language's own publish time (fields/languages.ts) expires the page's caches when it comes. */
const languageSchedule = publishDateHooks('pages', languageTimes)

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: label('ランディングページ', 'Landing page'), plural: label('ランディングページ', 'Landing pages') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'schedule', 'updatedAt'],
    group: ADMIN_GROUPS.content,
    listSearchableFields: ['title', 'path'],
    // The published page; a draft is seen in the live preview (phone and PC widths).
    preview: (doc, { locale }) => (doc?.path ? `${locale === 'en' ? '/en' : ''}${landingSitePath(String(doc.path))}` : null),
    components: { edit: { beforeDocumentControls: ['/payload/admin/SchedulePublishDefaults.client#SchedulePublishDefaults'] } },
  },
  access: { read: campaignsRead, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: CONTENT_DRAFTS, maxPerDoc: 50 },
  defaultSort: '-updatedAt',
  hooks: {
    afterChange: [redirectOldPath, ...revalidate.afterChange, languageSchedule.afterChange],
    afterDelete: [...revalidate.afterDelete, languageSchedule.afterDelete],
    beforeDelete: [refuseDeleteWhileRedirected('pages')],
  },
  fields: [
    { name: 'title', label: label('タイトル', 'Title'), type: 'text', required: true, localized: true, maxLength: 200 },
    pathField,
    scheduleField,
    languagesField,
    {
      name: 'summary',
      label: label('概要', 'Summary'),
      type: 'textarea',
      localized: true,
      maxLength: 400,
      admin: { description: label('検索結果やシェアの説明文の既定値です(400字まで)。', 'The default description for search results and shares (up to 400 characters).') },
    },
    {
      name: 'layout',
      label: label('ページの構成', 'Layout'),
      type: 'blocks',
      localized: true,
      blocks: LANDING_BLOCKS,
      admin: { description: label('上から順に表示されます。言語ごとに組み立てます。', 'Shown top to bottom; each language has its own layout.') },
    },
  ],
}
