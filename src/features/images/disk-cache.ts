/**
 * Transformed images on disk, one file per result, bounded in total size.
 *
 * Entries are written to a temporary name and renamed into place, so a reader never sees half a
 * file and several processes may share the folder. Each process keeps its own index of sizes and
 * last use; when the total passes the bound the least recently used entries are removed until the
 * cache is back under 80% of it. Reads always try the disk, so an entry written by another process
 * is found too.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

type IndexEntry = { size: number; lastUsed: number }

export type DiskCacheOptions = { dir: string; maxBytes: number }

const ENTRY_NAME = /^[\da-f]{64}\.[a-z+]+$/

/** Entries up to this size are read without leaving the event loop. */
const SYNC_READ_MAX_BYTES = 512 * 1024

export class DiskImageCache {
  readonly dir: string
  readonly maxBytes: number
  private index = new Map<string, IndexEntry>()
  private totalBytes = 0
  private ready: Promise<void> | undefined
  private clock = 0

  constructor(options: DiskCacheOptions) {
    this.dir = path.resolve(options.dir)
    this.maxBytes = options.maxBytes
  }

  /** A monotonic "last used" stamp; Date.now() alone ties within a millisecond. */
  private tick(): number {
    this.clock = Math.max(this.clock + 1, Date.now())
    return this.clock
  }

  /** Creates the folder and indexes what an earlier run left there (once). */
  private init(): Promise<void> {
    this.ready ??= (async () => {
      await mkdir(this.dir, { recursive: true })
      for (const name of await readdir(this.dir)) {
        if (!ENTRY_NAME.test(name)) continue
        const stats = await stat(path.join(this.dir, name)).catch(() => undefined)
        if (!stats?.isFile()) continue
        this.index.set(name, { size: stats.size, lastUsed: stats.mtimeMs })
        this.totalBytes += stats.size
      }
    })()
    return this.ready
  }

  async get(name: string): Promise<Buffer | undefined> {
    await this.init()
    try {
      // Entries known to be small are read synchronously: one open/read/close from the page cache
      // takes microseconds, while the async read waits for a libuv thread that sharp's encodes may
      // be holding (see resolveSourceFile). Large or unknown entries are read asynchronously.
      const known = this.index.get(name)
      const file = path.join(this.dir, name)
      const data = known && known.size <= SYNC_READ_MAX_BYTES ? readFileSync(file) : await readFile(file)
      const entry = this.index.get(name)
      if (entry) {
        entry.lastUsed = this.tick()
      } else {
        this.index.set(name, { size: data.length, lastUsed: this.tick() })
        this.totalBytes += data.length
      }
      return data
    } catch {
      this.forget(name)
      return undefined
    }
  }

  async set(name: string, data: Uint8Array): Promise<void> {
    await this.init()
    if (data.length > this.maxBytes) return
    const target = path.join(this.dir, name)
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`
    await writeFile(temp, data)
    await rename(temp, target)
    this.forget(name)
    this.index.set(name, { size: data.length, lastUsed: this.tick() })
    this.totalBytes += data.length
    if (this.totalBytes > this.maxBytes) await this.evict(Math.floor(this.maxBytes * 0.8))
  }

  private forget(name: string): void {
    const entry = this.index.get(name)
    if (!entry) return
    this.totalBytes -= entry.size
    this.index.delete(name)
  }

  private async evict(targetBytes: number): Promise<void> {
    const oldestFirst = [...this.index.entries()].sort((a, b) => a[1].lastUsed - b[1].lastUsed)
    for (const [name] of oldestFirst) {
      if (this.totalBytes <= targetBytes) break
      this.forget(name)
      await unlink(path.join(this.dir, name)).catch(() => undefined)
    }
  }

  /** Bytes currently counted against the bound (for tests and the benchmark). */
  get size(): number {
    return this.totalBytes
  }

  get entries(): number {
    return this.index.size
  }
}
