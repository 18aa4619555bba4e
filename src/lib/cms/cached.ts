import 'server-only'

import { unstable_cache } from 'next/cache'

import { cmsRevalidateSeconds } from './cache-tags'

/**
 * One cached CMS read: stored under `key`, expired by any of `tags` (the CMS hooks expire them on a
 * publish, edit or delete) or after the fallback lifetime. Every content reader goes through this.
 */
export function cached<T>(key: string[], tags: string[], load: () => Promise<T>): Promise<T> {
  return unstable_cache(load, key, { tags, revalidate: cmsRevalidateSeconds() })()
}
