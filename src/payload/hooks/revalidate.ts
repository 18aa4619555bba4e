import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

type Doc = { _status?: 'draft' | 'published' | null; slug?: string | null }

/**
 * Expires the public pages that show a collection, right after an editor publishes, unpublishes,
 * edits a published document or deletes one. Draft-only saves (autosave) touch nothing public.
 * `expire: 0` makes the next request render fresh content instead of serving the stale page once.
 */
export function revalidateTagsHooks(
  tagsFor: (doc: Doc) => string[],
  options: { drafts: boolean } = { drafts: true },
): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const expire = (req: PayloadRequest, tags: string[]) => {
    if (req.context?.disableRevalidate) return
    for (const tag of new Set(tags)) {
      try {
        revalidateTag(tag, { expire: 0 })
      } catch (error) {
        // Outside a Next request (seed script, CLI) there is no cache to expire.
        req.payload.logger.debug({ err: error, tag }, 'revalidateTag skipped outside a request')
      }
    }
  }
  const publishedBefore = (doc: Doc | undefined) => doc?._status === 'published'
  return {
    afterChange: [
      ({ doc, previousDoc, req }) => {
        const isPublished = (doc as Doc)._status === 'published'
        if (!options.drafts || isPublished || publishedBefore(previousDoc as Doc)) {
          expire(req, [...tagsFor(doc as Doc), ...(previousDoc ? tagsFor(previousDoc as Doc) : [])])
        }
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        expire(req, tagsFor(doc as Doc))
        return doc
      },
    ],
  }
}
