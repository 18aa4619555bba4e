import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, Plugin } from 'payload'

import { scheduleReindex } from '../server/indexer'
import { CONTENT_COLLECTIONS as CONTENT, type ContentCollection, PAGES_SHOWING } from '../server/sources'

const WATCHED = new Set<string>([...CONTENT, ...Object.keys(PAGES_SHOWING)])

/**
 * Keeps site search fresh: after a publish, unpublish, edit or delete of an article, a campaign, a landing page or the
 * company content a page shows, the affected documents are re-read as the public sees them and
 * re-indexed (features/search/server/indexer.ts). The index lives in the database, so every instance
 * finds the change at once.
 */
export function searchIndexPlugin(): Plugin {
  return (config) => {
    const target = (collection: string, id: string | number) => ((CONTENT as readonly string[]).includes(collection) ? { collection: collection as ContentCollection, id } : { collection })
    const afterChange: CollectionAfterChangeHook = ({ collection, doc, req }) => {
      scheduleReindex(req.payload, target(collection.slug, (doc as { id: string | number }).id))
      return doc
    }
    const afterDelete: CollectionAfterDeleteHook = ({ collection, doc, req }) => {
      scheduleReindex(req.payload, target(collection.slug, (doc as { id: string | number }).id))
      return doc
    }
    const globalChange: GlobalAfterChangeHook = ({ global, doc, req }) => {
      scheduleReindex(req.payload, { collection: global.slug })
      return doc
    }
    return {
      ...config,
      collections: (config.collections ?? []).map((collection) =>
        WATCHED.has(collection.slug)
          ? {
              ...collection,
              hooks: {
                ...collection.hooks,
                afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
                afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
              },
            }
          : collection,
      ),
      globals: (config.globals ?? []).map((global) =>
        WATCHED.has(global.slug) ? { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), globalChange] } } : global,
      ),
    }
  }
}
