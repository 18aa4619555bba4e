import { revalidateTag } from 'next/cache'
import type { GlobalAfterChangeHook } from 'payload'

/**
 * Expires the pages that show a global (company profile, messages, home) when it is published, or when
 * a published version is edited; draft autosaves touch nothing public.
 */
export function revalidateGlobal(tags: string[]): { afterChange: GlobalAfterChangeHook[] } {
  return {
    afterChange: [
      ({ doc, previousDoc, req }) => {
        const published = (d: unknown) => (d as { _status?: string } | undefined)?._status === 'published'
        if (req.context?.disableRevalidate || !(published(doc) || published(previousDoc))) return doc
        for (const tag of tags) {
          try {
            revalidateTag(tag, { expire: 0 })
          } catch (error) {
            req.payload.logger.debug({ err: error, tag }, 'revalidateTag skipped outside a request')
          }
        }
        return doc
      },
    ],
  }
}
