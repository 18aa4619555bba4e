/**
 * The /_ipx image service: parses the URL, checks the source, answers from the disk cache or
 * transforms with ipx (sharp underneath), and sets the response headers. Framework-free: it takes
 * the raw URL path and two request headers and returns a web Response, so tests call it directly
 * and the Next route handler is a thin adapter.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import { createIPX, type IPX, ipxFSStorage } from 'ipx'
import sharp, { type Metadata } from 'sharp'

import { DiskImageCache } from './disk-cache'
import { createLimiter } from './encode-limiter'
import {
  IMAGE_CONTENT_SECURITY_POLICY,
  IMMUTABLE_CACHE_CONTROL,
  MAX_CONCURRENT_ENCODES,
  MAX_SOURCE_PIXELS,
  MAX_WAITING_ENCODES,
} from './limits'
import { acceptedImageTypes, canonicalModifiers, type ImageModifiers, type OutputFormat, parseIpxModifiers } from './modifiers'
import { decodeOnce, type ImageRoots, parseSourcePath, type ResolvedSource, resolveSourceFile, type SourceError } from './source-path'
import { findSvgHazard, looksLikeSvg } from './svg-safety'

export const IPX_PREFIX = '/_ipx/'

export type ImageServiceOptions = {
  /** URL root name → folder, e.g. { images: '<cwd>/public/images', media: '<MEDIA_DIR>' }. */
  roots: ImageRoots
  cacheDir: string
  cacheMaxBytes: number
  /** Told about failures that do not fail the request (the cache folder not writable, …). */
  onWarning?: (message: string, error: unknown) => void
}

export type ImageRequest = {
  /** The request path exactly as received, still percent-encoded: `/_ipx/w_640/images/a.jpg`. */
  rawPath: string
  accept?: string | null
  ifNoneMatch?: string | null
  method?: string
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

function errorResponse(status: number, code: string, message: string): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  }
  if (status === 503) headers['Retry-After'] = '5'
  return new Response(JSON.stringify({ error: { code, message } }), { status, headers })
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

/** The modifiers in ipx's own vocabulary (w and h together become one s_WxH resize). */
function toIpxModifiers(m: ImageModifiers, format: OutputKind): Record<string, string> {
  const out: Record<string, string> = {}
  if (m.width && m.height) out.s = `${m.width}x${m.height}`
  else if (m.width) out.w = String(m.width)
  else if (m.height) out.h = String(m.height)
  if (m.quality) out.q = String(m.quality)
  if (m.fit) out.fit = m.fit
  if (m.position) out.pos = m.position
  if (m.background) {
    out.b = m.background
    // Transparent pixels take the background colour in formats without alpha.
    if (format === 'jpeg') out.flatten = ''
  }
  if (format !== 'svg') out.f = format
  return out
}

export type ImageService = {
  handle: (request: ImageRequest) => Promise<Response>
  /** How many images were actually encoded (a cache hit does not count). */
  readonly stats: { encodes: number; hits: number }
  readonly cache: DiskImageCache
}

export function createImageService(options: ImageServiceOptions): ImageService {
  const cache = new DiskImageCache({ dir: options.cacheDir, maxBytes: options.cacheMaxBytes })
  const stats = { encodes: 0, hits: 0 }
  const limit = createLimiter(MAX_CONCURRENT_ENCODES, MAX_WAITING_ENCODES, () => new ImageError(503, 'IPX_BUSY', 'Too many images are being prepared; try again shortly'))
  const inFlight = new Map<string, Promise<Buffer>>()
  const ipxByRoot = new Map<string, IPX>()

  // One ipx per root, each with its own file-system storage: ipx checks the path against its
  // folder again, behind the checks of source-path.ts. No HTTP storage is configured, so ipx
  // cannot fetch remote images even if asked.
  function ipxFor(root: string): IPX {
    let ipx = ipxByRoot.get(root)
    if (!ipx) {
      ipx = createIPX({
        storage: ipxFSStorage({ dir: options.roots[root] }),
        alias: {},
        // autoOrient: phone photos carry their rotation in EXIF, and output drops metadata (sharp's
        // default, which also removes GPS positions), so the rotation is applied to the pixels.
        sharpOptions: { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error', autoOrient: true },
      })
      ipxByRoot.set(root, ipx)
    }
    return ipx
  }

  /** Reads the source and refuses what must not reach the encoder. */
  async function checkSourceBytes(source: ResolvedSource): Promise<void> {
    const data = await readFile(source.file)
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

  async function encode(source: ResolvedSource, modifiers: ImageModifiers, format: OutputKind): Promise<Buffer> {
    await checkSourceBytes(source)
    return limit(async () => {
      const img = ipxFor(source.root)(source.relative, toIpxModifiers(modifiers, format))
      try {
        const { data } = await img.process()
        stats.encodes++
        return typeof data === 'string' ? Buffer.from(data, 'utf8') : data
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode
        if (status && status >= 400 && status < 500) throw new ImageError(status, 'IPX_REFUSED', 'Image refused')
        options.onWarning?.(`image transform failed for ${source.root}/${source.relative}`, error)
        throw new ImageError(422, 'IPX_TRANSFORM_FAILED', 'Image could not be transformed')
      }
    })
  }

  async function handle(request: ImageRequest): Promise<Response> {
    const pathOnly = request.rawPath.split('?')[0]
    if (!pathOnly.startsWith(IPX_PREFIX)) return errorResponse(404, 'IPX_NOT_FOUND', 'Not an image URL')
    const rest = pathOnly.slice(IPX_PREFIX.length)
    const slash = rest.indexOf('/')
    if (slash <= 0) return errorResponse(400, 'IPX_MISSING_ID', 'Expected /_ipx/<modifiers>/<path>')

    const modifiersText = decodeOnce(rest.slice(0, slash))
    if (isSourceError(modifiersText)) return errorResponse(modifiersText.status, modifiersText.code, modifiersText.message)
    const parsed = parseIpxModifiers(modifiersText)
    if (!parsed.ok) return errorResponse(400, parsed.error.code, parsed.error.message)

    const sourcePath = decodeOnce(rest.slice(slash + 1))
    if (isSourceError(sourcePath)) return errorResponse(sourcePath.status, sourcePath.code, sourcePath.message)
    const ref = parseSourcePath(sourcePath, options.roots)
    if (isSourceError(ref)) return errorResponse(ref.status, ref.code, ref.message)
    const source = await resolveSourceFile(ref, options.roots)
    if (isSourceError(source)) return errorResponse(source.status, source.code, source.message)

    const { modifiers } = parsed
    const format = resolveFormat(modifiers, source, request.accept)
    const key = [source.root, source.relative, source.size, source.mtimeMs, canonicalModifiers(modifiers, format)].join('|')
    const hash = createHash('sha256').update(key).digest('hex')
    const etag = `"${hash.slice(0, 32)}"`
    const headers = new Headers({
      'Content-Type': CONTENT_TYPES[format],
      'Cache-Control': IMMUTABLE_CACHE_CONTROL,
      ETag: etag,
      'Last-Modified': new Date(source.mtimeMs).toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': IMAGE_CONTENT_SECURITY_POLICY,
    })
    if (modifiers.format === 'auto') headers.set('Vary', 'Accept')

    if (request.ifNoneMatch && request.ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      headers.delete('Content-Type')
      return new Response(null, { status: 304, headers })
    }

    const entryName = `${hash}.${format}`
    let data = await cache.get(entryName).catch((error) => {
      options.onWarning?.('image cache read failed', error)
      return undefined
    })
    if (data) {
      stats.hits++
      headers.set('X-Image-Cache', 'HIT')
    } else {
      headers.set('X-Image-Cache', 'MISS')
      // Identical requests arriving together share one encode.
      let pending = inFlight.get(entryName)
      if (!pending) {
        pending = encode(source, modifiers, format).then(async (out) => {
          await cache.set(entryName, out).catch((error) => options.onWarning?.('image cache write failed', error))
          return out
        })
        pending.finally(() => inFlight.delete(entryName)).catch(() => undefined)
        inFlight.set(entryName, pending)
      }
      try {
        data = await pending
      } catch (error) {
        if (error instanceof ImageError) return errorResponse(error.status, error.code, error.message)
        // The file vanished between the checks and the read, or something else unforeseen.
        options.onWarning?.(`image request failed for ${source.root}/${source.relative}`, error)
        return errorResponse(500, 'IPX_ERROR', 'Image could not be served')
      }
    }

    headers.set('Content-Length', String(data.length))
    const body = request.method === 'HEAD' ? null : new Uint8Array(data)
    return new Response(body, { status: 200, headers })
  }

  return { handle, stats, cache }
}
