import { revalidatePath, revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

type Doc = { _status?: 'draft' | 'published' | null; slug?: string | null }

/**
 * Expires the public pages that show a collection, right after an editor publishes, unpublishes,
 * edits a published document or deletes one. Draft-only saves (autosave) touch nothing public.
 * `expire: 0` makes the next request render fresh content instead of serving the stale page once.
 */
export function revalidateTagsHooks(
  tagsFor: (doc: Doc) => string[],
  options: { drafts: boolean; paths?: (doc: Doc) => string[] } = { drafts: true },
): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const expire = (req: PayloadRequest, docs: Doc[]) => {
    if (req.context?.disableRevalidate) return
    expireCachedPages(req, [...new Set(docs.flatMap(tagsFor))], [...new Set(docs.flatMap((doc) => options.paths?.(doc) ?? []))])
  }
  const publishedBefore = (doc: Doc | undefined) => doc?._status === 'published'
  return {
    afterChange: [
      ({ doc, previousDoc, req }) => {
        const isPublished = (doc as Doc)._status === 'published'
        if (!options.drafts || isPublished || publishedBefore(previousDoc as Doc)) {
          expire(req, [doc as Doc, ...(previousDoc ? [previousDoc as Doc] : [])])
        }
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        expire(req, [doc as Doc])
        return doc
      },
    ],
  }
}

/**
 * Expires cache tags and whole pages (`paths`: the internal, locale-prefixed path of a page, `/ja/news/<slug>`).
 * A page's own path is expired besides its data's tags, so a page that was answered before (a 404 for an
 * article not yet live) is rendered afresh on its next request, whatever its data's entries say.
 */
export function expireCachedPages(req: PayloadRequest, tags: string[], paths: string[] = []): void {
  const run = (what: string, expire: () => void) => {
    try {
      expire()
    } catch (error) {
      // Outside a Next request (seed script, CLI) there is no cache to expire.
      req.payload.logger.debug({ err: error, what }, 'cache expiry skipped outside a request')
    }
  }
  for (const tag of tags) run(tag, () => revalidateTag(tag, { expire: 0 }))
  for (const path of paths) run(path, () => revalidatePath(path))
}
