/**
 * Bounds of the image service. Shared by the modifier parser, the source checks and the cache,
 * and documented in the README's image section.
 */

/** Responsive widths of SPEC section 9 (xs 320 … 2xl 1536); next.config.ts lists the same. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const

/** Largest width or height a caller may ask for (2x the widest layout width, with room). */
export const MAX_DIMENSION = 3072
export const MIN_QUALITY = 1
export const MAX_QUALITY = 100
export const DEFAULT_QUALITY = 75

/** Source files larger than this are refused before they are read. */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024
/** Decoded pixel bound handed to sharp (a decompression-bomb guard): 8192 x 8192. */
export const MAX_SOURCE_PIXELS = 8192 * 8192

/** Longest accepted modifiers segment and source path, in characters. */
export const MAX_MODIFIERS_LENGTH = 200
export const MAX_PATH_LENGTH = 512

/** Encodes that may run at once in one process; the rest wait their turn. */
export const MAX_CONCURRENT_ENCODES = 2
/** Encodes that may wait for a turn; more answer 503 with Retry-After (a flood of distinct URLs). */
export const MAX_WAITING_ENCODES = 64

/**
 * Image responses may be kept for a year. Site images change only with a deploy, and Payload gives
 * a re-uploaded file a new name; a changed file under the same name needs a new URL (`?v=2`).
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** The policy for image responses: nothing inside an image (an SVG) may run or load anything. */
export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
