/**
 * Turns the source part of an /_ipx URL into a file inside one of the configured roots, or refuses.
 *
 * The checks run on the raw URL path, before anything touches the disk:
 * - decoded exactly once; anything still percent-encoded afterwards (`%252e`) is refused;
 * - no backslashes, control characters, colons (protocols, drive letters), empty, `.` or `..`
 *   segments, and no hidden (dot) names;
 * - the first segment names a configured root (`images` → public/images, `media` → MEDIA_DIR);
 * - the extension is an image type we serve.
 * After that the joined path must stay inside the root, also once symlinks are resolved.
 */
import { realpathSync, statSync } from 'node:fs'
import path from 'node:path'

import { MAX_PATH_LENGTH, MAX_SOURCE_BYTES } from './limits'

export type SourceType = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'svg'

const EXTENSIONS: Record<string, SourceType> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
  '.avif': 'avif',
  '.gif': 'gif',
  '.svg': 'svg',
}

/** URL root name → absolute directory. */
export type ImageRoots = Record<string, string>

export type SourceRef = {
  /** Root name and the path inside it, as written in the URL ("images", "hero/a.jpg"). */
  root: string
  relative: string
  type: SourceType
}

export type ResolvedSource = SourceRef & { file: string; size: number; mtimeMs: number }

export type SourceError = { status: 400 | 403 | 404 | 413; code: string; message: string }

/** Decodes one URL path component exactly once; refuses malformed or double encoding. */
export function decodeOnce(raw: string): string | SourceError {
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return { status: 400, code: 'IPX_BAD_ENCODING', message: 'Malformed percent-encoding' }
  }
  if (/%[\da-f]{2}/i.test(decoded)) {
    return { status: 400, code: 'IPX_BAD_ENCODING', message: 'Doubly encoded paths are not accepted' }
  }
  return decoded
}

function forbidden(message: string): SourceError {
  return { status: 403, code: 'IPX_FORBIDDEN_PATH', message }
}

/** Validates a decoded source path such as `images/hero/a.jpg` (no leading slash). */
export function parseSourcePath(decoded: string, roots: ImageRoots): SourceRef | SourceError {
  if (!decoded) return { status: 400, code: 'IPX_MISSING_ID', message: 'Image path is missing' }
  if (decoded.length > MAX_PATH_LENGTH) return { status: 400, code: 'IPX_PATH_TOO_LONG', message: 'Image path is too long' }
  if (/[\u0000-\u001f\u007f\\:]/.test(decoded)) return forbidden('Path contains forbidden characters')
  const segments = decoded.split('/')
  for (const segment of segments) {
    if (segment === '' || segment.startsWith('.')) return forbidden('Path has empty, relative or hidden segments')
  }
  const [root, ...rest] = segments
  if (!Object.hasOwn(roots, root) || rest.length === 0) return forbidden('Only the site images and media folders are served')
  const type = EXTENSIONS[path.extname(rest[rest.length - 1]).toLowerCase()]
  if (!type) return { status: 400, code: 'IPX_UNSUPPORTED_TYPE', message: 'Not an image file type this service reads' }
  return { root, relative: rest.join('/'), type }
}

function isInside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file)
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel)
}

/**
 * Finds the file on disk, inside its root even after symlinks, and within the size bound.
 *
 * The three file-system calls are synchronous on purpose: each is one system call answered from the
 * kernel's cache in microseconds, while their async forms wait for a libuv thread, and those threads
 * are busy with sharp's encodes exactly when the server is under load (measured: a cache hit took
 * 3.1 ms p50 / 40 ms p95 beside running encodes with the async calls; see the README).
 */
export async function resolveSourceFile(ref: SourceRef, roots: ImageRoots): Promise<ResolvedSource | SourceError> {
  const notFound: SourceError = { status: 404, code: 'IPX_NOT_FOUND', message: 'Image not found' }
  let rootDir: string
  let file: string
  try {
    rootDir = realpathSync.native(roots[ref.root])
  } catch {
    return notFound
  }
  const candidate = path.resolve(rootDir, ref.relative)
  if (!isInside(rootDir, candidate)) return forbidden('Path leaves the image folder')
  try {
    file = realpathSync.native(candidate)
  } catch {
    return notFound
  }
  if (!isInside(rootDir, file)) return forbidden('Path leaves the image folder')
  const stats = statSync(file, { throwIfNoEntry: false })
  if (!stats?.isFile()) return notFound
  if (stats.size > MAX_SOURCE_BYTES) {
    return { status: 413, code: 'IPX_SOURCE_TOO_LARGE', message: 'Source image is larger than the service accepts' }
  }
  return { ...ref, file, size: stats.size, mtimeMs: Math.floor(stats.mtimeMs) }
}
