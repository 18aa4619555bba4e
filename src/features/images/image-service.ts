/**
 * The /_ipx image service: parses the URL, maps it onto the allowed variants (redirecting what is
 * off the grid), checks the source, answers from the disk cache or encodes with sharp through the
 * fair per-client queue, and sets the response headers. Framework-free: it takes the raw URL path,
 * a few request headers and the client's address and returns a web Response, so tests call it
 * directly and the Next route handler is a thin adapter.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import sharp, { type Metadata } from 'sharp'

import { DiskImageCache } from './disk-cache'
import { createFairQueue, type FairQueue, type FairQueueOptions, QueueRefusedError } from './fair-queue'
import { ENCODE_QUEUE, IMAGE_CONTENT_SECURITY_POLICY, IMMUTABLE_CACHE_CONTROL, MAX_SOURCE_PIXELS } from './limits'
import { acceptedImageTypes, canonicalModifiers, type ImageModifiers, modifiersSegment, type OutputFormat, parseIpxModifiers } from './modifiers'
import { decodeOnce, type ImageRoots, parseSourcePath, type ResolvedSource, resolveSourceFile, type SourceError } from './source-path'
import { findSvgHazard, looksLikeSvg } from './svg-safety'
import { transformImage } from './transform'
import { snapVariant, withDefaults } from './variants'

export const IPX_PREFIX = '/_ipx/'

export type ImageServiceOptions = {
  /** URL root name → folder, e.g. { images: '<cwd>/public/images', media: '<MEDIA_DIR>' }. */
  roots: ImageRoots
  cacheDir: string
  cacheMaxBytes: number
  /** Told about failures that do not fail the request (the cache folder not writable, …). */
  onWarning?: (message: string, error: unknown) => void
  /** Overrides of the encoder queue's bounds (tests); limits.ts has the defaults. */
  queue?: Partial<FairQueueOptions>
}

export type ImageRequest = {
  /**
   * The request path exactly as received, still percent-encoded: `/_ipx/w_640/images/a.jpg`,
   * optionally with its query (kept in redirects, otherwise ignored).
   */
  rawPath: string
  accept?: string | null
  ifNoneMatch?: string | null
  method?: string
  /** Who is asking (clientKey of the client address): each client gets a fair share of the encoder. */
  client?: string
  /** Fires when the client has gone away: its waiting encode leaves the queue. */
  signal?: AbortSignal
}

type OutputKind = OutputFormat | 'svg'

const CONTENT_TYPES: Record<OutputKind, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
}

/** What sharp calls each source type (for checking that the bytes match the extension). */
const SHARP_FORMATS: Record<string, string[]> = {
  jpeg: ['jpeg'],
  png: ['png'],
  webp: ['webp'],
  avif: ['heif'],
  gif: ['gif'],
}

class ImageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

class ImageBusyError extends ImageError {
  constructor(
    status: 429 | 503,
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, code, message)
  }
}

/**
 * An answer as plain data: the front door writes it to Node's response directly (web Request and
 * Response objects cost more than the rest of a cache hit), and `handle` wraps it for the route.
 */
export type ImageResult = { status: number; headers: Record<string, string>; body?: Buffer }

function errorResponse(status: number, code: string, message: string, retryAfterSeconds?: number): ImageResult {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  }
  if (status === 429 || status === 503) headers['Retry-After'] = String(retryAfterSeconds ?? 5)
  return { status, headers, body: Buffer.from(JSON.stringify({ error: { code, message } })) }
}

function busyError(error: QueueRefusedError): ImageBusyError {
  if (error.reason === 'client') {
    return new ImageBusyError(429, 'IPX_TOO_MANY_REQUESTS', 'Too many new images requested at once; try again shortly', error.retryAfterSeconds)
  }
  return new ImageBusyError(503, 'IPX_BUSY', 'Too many images are being prepared; try again shortly', error.retryAfterSeconds)
}

/** sharp's error when `.timeout()` stopped an encode. */
function isEncodeTimeout(error: unknown): boolean {
  return error instanceof Error && /timeout/i.test(error.message)
}

/**
 * One encode that several requests wait for. Each client interested in it holds its own ticket in
 * the encoder queue, under its own share: whichever ticket comes up first runs the encode and the
 * others leave the queue. So a visitor asking for an image that a flood has also queued is not put
 * behind the flood.
 */
type Ticket = { done: Promise<void>; controller: AbortController; interested: number }
type SharedEncode = {
  result: Promise<Buffer>
  resolve: (data: Buffer) => void
  reject: (error: unknown) => void
  started: boolean
  tickets: Map<string, Ticket>
}

function isSourceError(value: unknown): value is SourceError {
  return typeof value === 'object' && value !== null && 'status' in value && 'code' in value
}

/**
 * The output format: explicit, or for f_auto the best the browser accepts. WebP is preferred over
 * AVIF for f_auto: it encodes several times faster at a similar size for photographs, which matters
 * for cold requests on small servers; AVIF stays available as f_avif. SVG stays SVG unless a
 * raster format is named.
 */
function resolveFormat(modifiers: ImageModifiers, source: ResolvedSource, accept: string | null | undefined): OutputKind {
  const requested = modifiers.format
  if (requested && requested !== 'auto') return requested
  if (source.type === 'svg') return 'svg'
  if (requested === 'auto') {
    const accepted = acceptedImageTypes(accept)
    if (accepted.has('webp')) return 'webp'
    if (accepted.has('avif')) return 'avif'
  }
  if (source.type === 'jpeg' || source.type === 'png') return source.type
  if (source.type === 'webp' || source.type === 'avif') return requested === 'auto' ? 'jpeg' : source.type
  return 'png' // gif: a still image as PNG
}

export type ImageService = {
  handle: (request: ImageRequest) => Promise<Response>
  /** The same answer as plain data (no body for HEAD). */
  handleRaw: (request: ImageRequest) => Promise<ImageResult>
  /** How many images were actually encoded (a cache hit does not count). */
  readonly stats: { encodes: number; hits: number }
  readonly cache: DiskImageCache
  readonly queue: FairQueue
}

export function createImageService(options: ImageServiceOptions): ImageService {
  const cache = new DiskImageCache({ dir: options.cacheDir, maxBytes: options.cacheMaxBytes })
  const stats = { encodes: 0, hits: 0 }
  const queue = createFairQueue({
    ...ENCODE_QUEUE,
    ...options.queue,
  })
  const inFlight = new Map<string, SharedEncode>()

  /** Refuses what must not reach the encoder: disguised files, unsafe SVG, decompression bombs. */
  async function checkSourceBytes(source: ResolvedSource, data: Buffer): Promise<void> {
    if (source.type === 'svg' || looksLikeSvg(data)) {
      if (source.type !== 'svg') throw new ImageError(415, 'IPX_TYPE_MISMATCH', 'File content does not match its extension')
      const hazard = findSvgHazard(data.toString('utf8'))
      if (hazard) throw new ImageError(415, 'IPX_UNSAFE_SVG', `SVG refused: ${hazard}`)
      return
    }
    let meta: Metadata
    try {
      // Reads the header only; the pixel bound is checked just below, with a clearer answer.
      meta = await sharp(data, { limitInputPixels: false }).metadata()
    } catch {
      throw new ImageError(415, 'IPX_INVALID_IMAGE', 'File is not a readable image')
    }
    if (!meta.format || !SHARP_FORMATS[source.type]?.includes(meta.format)) {
      throw new ImageError(415, 'IPX_TYPE_MISMATCH', 'File content does not match its extension')
    }
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_SOURCE_PIXELS) {
      throw new ImageError(413, 'IPX_SOURCE_TOO_LARGE', 'Source image has too many pixels')
    }
  }

  /** Reads, checks and transforms one source; runs inside the encoder queue. */
  async function encode(source: ResolvedSource, modifiers: ImageModifiers, format: OutputKind): Promise<Buffer> {
    const data = await readFile(source.file)
    await checkSourceBytes(source, data)
    // A clean SVG with no raster format named is served as it is.
    if (format === 'svg') return data
    try {
      const out = await transformImage(data, modifiers, format)
      stats.encodes++
      return out
    } catch (error) {
      if (isEncodeTimeout(error)) {
        options.onWarning?.(`image encode timed out for ${source.root}/${source.relative}`, error)
        throw new ImageBusyError(503, 'IPX_TIMEOUT', 'The image took too long to prepare; try again shortly', 10)
      }
      if (/pixel limit/i.test(String(error))) throw new ImageError(413, 'IPX_SOURCE_TOO_LARGE', 'Source image has too many pixels')
      options.onWarning?.(`image transform failed for ${source.root}/${source.relative}`, error)
      throw new ImageError(422, 'IPX_TRANSFORM_FAILED', 'Image could not be transformed')
    }
  }

  /** Joins an identical encode, waiting or running, or queues a new one under this client's share. */
  function sharedEncode(entryName: string, client: string, run: () => Promise<Buffer>, signal?: AbortSignal): Promise<Buffer> {
    let entry = inFlight.get(entryName)
    if (!entry) {
      let resolve!: (data: Buffer) => void
      let reject!: (error: unknown) => void
      const result = new Promise<Buffer>((res, rej) => {
        resolve = res
        reject = rej
      })
      const created: SharedEncode = { result, resolve, reject, started: false, tickets: new Map() }
      result.finally(() => inFlight.delete(entryName)).catch(() => undefined)
      inFlight.set(entryName, created)
      entry = created
    }
    const shared = entry
    if (shared.started) return shared.result

    let ticket = shared.tickets.get(client)
    if (!ticket) {
      const controller = new AbortController()
      const done = queue.run(
        client,
        async () => {
          if (shared.started) return
          shared.started = true
          for (const [other, t] of shared.tickets) if (other !== client) t.controller.abort()
          try {
            shared.resolve(await run())
          } catch (error) {
            shared.reject(error)
          }
        },
        controller.signal,
      )
      const created: Ticket = { done, controller, interested: 0 }
      done.catch(() => {
        shared.tickets.delete(client)
        // Nobody is left to run it: the next request starts afresh.
        if (!shared.started && shared.tickets.size === 0) {
          inFlight.delete(entryName)
          shared.reject(new QueueRefusedError('aborted', 1))
        }
      })
      shared.tickets.set(client, created)
      ticket = created
    }
    const own = ticket
    own.interested++
    signal?.addEventListener(
      'abort',
      () => {
        if (--own.interested === 0 && !shared.started) own.controller.abort()
      },
      { once: true },
    )
    return new Promise<Buffer>((resolve, reject) => {
      shared.result.then(resolve, reject)
      // Refused by the queue (this client's share is full, or it waited too long): say so, unless
      // the encode has started under another client's ticket, whose result comes all the same.
      own.done.catch((error: unknown) => {
        if (!shared.started) reject(error)
      })
    })
  }

  async function handleRaw(request: ImageRequest): Promise<ImageResult> {
    const [pathOnly, query] = splitQuery(request.rawPath)
    if (!pathOnly.startsWith(IPX_PREFIX)) return errorResponse(404, 'IPX_NOT_FOUND', 'Not an image URL')
    const rest = pathOnly.slice(IPX_PREFIX.length)
    const slash = rest.indexOf('/')
    if (slash <= 0) return errorResponse(400, 'IPX_MISSING_ID', 'Expected /_ipx/<modifiers>/<path>')

    const modifiersText = decodeOnce(rest.slice(0, slash))
    if (isSourceError(modifiersText)) return errorResponse(modifiersText.status, modifiersText.code, modifiersText.message)
    const parsed = parseIpxModifiers(modifiersText)
    if (!parsed.ok) return errorResponse(400, parsed.error.code, parsed.error.message)

    const rawSource = rest.slice(slash + 1)
    const sourcePath = decodeOnce(rawSource)
    if (isSourceError(sourcePath)) return errorResponse(sourcePath.status, sourcePath.code, sourcePath.message)
    const ref = parseSourcePath(sourcePath, options.roots)
    if (isSourceError(ref)) return errorResponse(ref.status, ref.code, ref.message)
    const source = await resolveSourceFile(ref, options.roots)
    if (isSourceError(source)) return errorResponse(source.status, source.code, source.message)

    // Only allowed variants are encoded; anything else is sent to the nearest one.
    const snapped = snapVariant(parsed.modifiers)
    if (snapped.kind === 'refused') return errorResponse(400, 'IPX_VARIANT_NOT_ALLOWED', snapped.message)
    if (snapped.kind === 'redirect') {
      return {
        status: 308,
        headers: {
          Location: `${IPX_PREFIX}${modifiersSegment(snapped.modifiers)}/${rawSource}${query}`,
          // Not immutable: the allowed sizes may change with the configuration.
          'Cache-Control': 'public, max-age=86400',
        },
      }
    }

    const modifiers = withDefaults(snapped.modifiers)
    const format = resolveFormat(modifiers, source, request.accept)
    // PNG is lossless here, so its quality is not part of what makes one result differ from another.
    const keyModifiers = format === 'png' || format === 'svg' ? { ...modifiers, quality: undefined } : modifiers
    const key = [source.root, source.relative, source.size, source.mtimeMs, canonicalModifiers(keyModifiers, format)].join('|')
    const hash = createHash('sha256').update(key).digest('hex')
    const etag = `"${hash.slice(0, 32)}"`
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[format],
      'Cache-Control': IMMUTABLE_CACHE_CONTROL,
      ETag: etag,
      'Last-Modified': new Date(source.mtimeMs).toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': IMAGE_CONTENT_SECURITY_POLICY,
    }
    if (modifiers.format === 'auto') headers.Vary = 'Accept'

    if (request.ifNoneMatch && request.ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      delete headers['Content-Type']
      return { status: 304, headers }
    }

    const entryName = `${hash}.${format}`
    let data = await cache.get(entryName).catch((error) => {
      options.onWarning?.('image cache read failed', error)
      return undefined
    })
    if (data) {
      stats.hits++
      headers['X-Image-Cache'] = 'HIT'
    } else {
      headers['X-Image-Cache'] = 'MISS'
      const client = request.client ?? 'unknown'
      const arrived = performance.now()
      let started = arrived
      let encoded = arrived
      try {
        // Identical requests arriving together share one encode.
        data = await sharedEncode(
          entryName,
          client,
          async () => {
            started = performance.now()
            const out = await encode(source, modifiers, format)
            encoded = performance.now()
            await cache.set(entryName, out).catch((error) => options.onWarning?.('image cache write failed', error))
            return out
          },
          request.signal,
        )
        // Where the time went (visible in the browser's network panel): waiting for the encoder,
        // then reading, checking and encoding. Durations only; nothing about other clients.
        if (encoded > started) {
          headers['Server-Timing'] = `queue;dur=${(started - arrived).toFixed(1)}, encode;dur=${(encoded - started).toFixed(1)}`
        }
      } catch (error) {
        if (error instanceof QueueRefusedError) {
          const busy = busyError(error)
          return errorResponse(busy.status, busy.code, busy.message, busy.retryAfterSeconds)
        }
        if (error instanceof ImageBusyError) return errorResponse(error.status, error.code, error.message, error.retryAfterSeconds)
        if (error instanceof ImageError) return errorResponse(error.status, error.code, error.message)
        // The file vanished between the checks and the read, or something else unforeseen.
        options.onWarning?.(`image request failed for ${source.root}/${source.relative}`, error)
        return errorResponse(500, 'IPX_ERROR', 'Image could not be served')
      }
    }

    headers['Content-Length'] = String(data.length)
    return { status: 200, headers, body: request.method === 'HEAD' ? undefined : data }
  }

  async function handle(request: ImageRequest): Promise<Response> {
    const result = await handleRaw(request)
    const body = request.method === 'HEAD' || !result.body ? null : (result.body as Uint8Array<ArrayBuffer>)
    return new Response(body, { status: result.status, headers: result.headers })
  }

  return { handle, handleRaw, stats, cache, queue }
}

function splitQuery(rawPath: string): [string, string] {
  const at = rawPath.indexOf('?')
  return at < 0 ? [rawPath, ''] : [rawPath.slice(0, at), rawPath.slice(at)]
}
