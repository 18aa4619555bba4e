// Next's incremental cache (pages and unstable_cache data) on Redis, shared by every app instance, so a
// revalidateTag() on one instance expires the entry for all of them at once. next.config.ts points
// `cacheHandler` here only when REDIS_URL is set; without it Next keeps its own per-instance cache.
//
// Library: @fortedigital/nextjs-cache-handler (redis-strings handler: entries with EXAT expiry, tag maps
// in a Redis hash). A local LRU sits behind Redis: while Redis is unreachable, reads fall back to it, so an
// instance keeps serving (possibly stale) pages instead of failing; writes go to both. node-redis
// reconnects on its own; outages are logged loudly (once per outage) and the recovery too.
//
// Plain JavaScript (.mjs) because Next loads this file at run time, outside its TypeScript build, and
// process.env is read here for the same reason (src/lib/env.ts validates the same variable).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'

import { withPageScriptPolicy } from '../src/lib/http/csp-cache-handler.mjs'
import { withEdgePurge } from '../src/lib/http/edge-purge.mjs'

const PREFIX = process.env.REDIS_KEY_PREFIX || 'kaimono:'
/** A Redis call that takes longer than this counts as failed; the LRU answers instead. */
const REDIS_TIMEOUT_MS = 1_000
/** The Redis hash where the handler keeps each entry's tags (entry key → JSON list); read by the edge purge. */
const SHARED_TAGS_KEY = '__sharedTags__'
/** @type {import('@redis/client').RedisClientType | undefined} */
let redisClient

function log(level, msg, extra = {}) {
  // Same shape as pino's JSON lines (src/lib/logger.ts), which cannot be imported from here.
  const levels = { info: 30, warn: 40, error: 50 }
  process.stdout.write(`${JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, msg, ...extra })}\n`)
}

CacheHandler.onCreation(async () => {
  const url = process.env.REDIS_URL
  const lru = createLruHandler({ maxItemsNumber: 2_000, maxItemSizeBytes: 64 * 1024 * 1024 })
  if (!url) return { handlers: [lru] }

  let healthy = true
  const client = createClient({
    url,
    // Keep trying forever, at most every 2 s; commands fail fast while disconnected instead of queueing.
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000), connectTimeout: 2_000 },
    disableOfflineQueue: true,
  })
  client.on('error', (error) => {
    if (healthy) log('error', 'Redis (shared page cache) is unreachable; serving from this instance\'s memory until it is back', { err: String(error?.message ?? error) })
    healthy = false
  })
  client.on('ready', () => {
    if (!healthy) log('warn', 'Redis (shared page cache) is reachable again')
    healthy = true
  })
  try {
    await client.connect()
    redisClient = client
  } catch (error) {
    log('error', 'Redis (shared page cache) is unreachable at start-up; serving from memory and retrying', { err: String(error?.message ?? error) })
    healthy = false
  }

  const redis = createRedisHandler({
    client,
    keyPrefix: `${PREFIX}next:`,
    timeoutMs: REDIS_TIMEOUT_MS,
    sharedTagsKey: SHARED_TAGS_KEY,
  })
  // Reads: Redis while it is up (the LRU is not consulted then, so another instance's invalidation
  // always counts); while Redis is down the handler throws at once and CacheHandler asks the LRU.
  return { handlers: [redis, lru] }
})

/** Every entry and its tags, from the handler's own tag hash (the pages an expiry is about to delete). */
async function entriesWithTags() {
  if (!redisClient?.isReady) return []
  const entries = []
  let cursor = '0'
  do {
    const portion = await redisClient.hScan(`${PREFIX}next:${SHARED_TAGS_KEY}`, cursor, { COUNT: 1_000 })
    for (const { field, value } of portion.entries) entries.push([field, JSON.parse(value)])
    cursor = String(portion.cursor)
  } while (cursor !== '0')
  return entries
}

// The same per-page script policy as the single-instance handler (src/lib/http/csp-cache-handler.mjs), and, behind
// nginx with EDGE_PURGE_URLS, a purge of every expired page there (src/lib/http/edge-purge.mjs).
export default withEdgePurge(withPageScriptPolicy(CacheHandler), entriesWithTags)
