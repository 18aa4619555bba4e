/**
 * Unused media, found from the config (src/payload/fields/media-references.ts):
 * - UnusedMediaPanel, above the media list: how many files nothing uses, a link that shows only them,
 *   and a button that deletes them (after a confirmation);
 * - UnusedMediaNotice, above the lists of collections that use media (news, campaigns, banners, …):
 *   after an article is deleted and its picture is left over, offers to review and delete it.
 */
import type { Payload, ServerComponentProps, SanitizedCollectionConfig } from 'payload'
import * as qs from 'qs-esm'

import { type UnusedUpload, unusedUploads } from '../fields/media-references'
import { DeleteUnusedMediaButton } from './unused-media.client'

type ListProps = ServerComponentProps & { collectionConfig: SanitizedCollectionConfig; searchParams?: Record<string, unknown> }

/** The list URL that shows exactly these files. */
function filterHref(adminRoute: string, slug: string, files: UnusedUpload[]): string {
  return `${adminRoute}/collections/${slug}?${qs.stringify({ where: { id: { in: files.map((f) => f.id) } }, limit: 100 })}`
}

const boxStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.75rem 1rem',
  marginBottom: '1rem',
  borderRadius: '4px',
  background: 'var(--theme-elevation-50)',
  border: '1px solid var(--theme-elevation-150)',
} as const

export async function UnusedMediaPanel({ payload, collectionConfig, i18n, searchParams }: ListProps) {
  const slug = collectionConfig.slug
  const files = await unusedUploads(payload, slug)
  const ja = i18n.language === 'ja'
  const admin = payload.config.routes.admin
  const ids = new Set(files.map((f) => f.id))
  const shown = (searchParams?.where as { id?: { in?: unknown } } | undefined)?.id?.in
  const shownIds = Array.isArray(shown) ? shown.map(String) : typeof shown === 'string' ? shown.split(',') : []
  const filtering = shownIds.length > 0 && shownIds.every((id) => ids.has(id))
  return (
    <div data-testid="unused-media" style={boxStyle}>
      <strong>{ja ? '未使用のメディア' : 'Unused media'}</strong>
      <span data-testid="unused-media-count">
        {files.length === 0 ? (ja ? 'ありません。どのファイルも使われています。' : 'None: every file is in use.') : ja ? `${files.length} 件` : `${files.length} file${files.length === 1 ? '' : 's'}`}
      </span>
      {files.length > 0 && !filtering && (
        <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href={filterHref(admin, slug, files)} data-testid="unused-media-show">
          {ja ? '未使用のメディアだけを表示' : 'Show unused media only'}
        </a>
      )}
      {filtering && (
        <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href={`${admin}/collections/${slug}`}>
          {ja ? 'すべてのメディアを表示' : 'Show all media'}
        </a>
      )}
      {/* Mounted with no files too: after a deletion the list refreshes to none, and the result must stay on screen. */}
      <DeleteUnusedMediaButton collection={slug} apiRoute={payload.config.routes.api} files={files} language={ja ? 'ja' : 'en'} />
    </div>
  )
}

async function unusedOfAllUploadCollections(payload: Payload) {
  const result: { slug: string; files: UnusedUpload[] }[] = []
  for (const collection of payload.config.collections) {
    if (!collection.upload) continue
    const files = await unusedUploads(payload, collection.slug)
    if (files.length) result.push({ slug: collection.slug, files })
  }
  return result
}

export async function UnusedMediaNotice({ payload, i18n }: ListProps) {
  const unused = await unusedOfAllUploadCollections(payload)
  if (unused.length === 0) return null
  const ja = i18n.language === 'ja'
  const admin = payload.config.routes.admin
  return (
    <>
      {unused.map(({ slug, files }) => {
        const names = files.slice(0, 3).map((f) => f.filename).join(ja ? '、' : ', ') + (files.length > 3 ? (ja ? ' ほか' : ' and more') : '')
        return (
          <div key={slug} data-testid="unused-media-notice" role="status" style={boxStyle}>
            <span>
              {ja
                ? `どこにも使われていないメディアが ${files.length} 件あります（${names}）。削除した記事の画像かもしれません。`
                : `${files.length} media file${files.length === 1 ? ' is' : 's are'} not used anywhere (${names}), perhaps left over from a deleted document.`}
            </span>
            <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href={filterHref(admin, slug, files)} data-testid="unused-media-review">
              {ja ? '確認して削除する' : 'Review and delete'}
            </a>
          </div>
        )
      })}
    </>
  )
}
