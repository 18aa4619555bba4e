/**
 * Bounds of the image service. Shared by the modifier parser, the source checks and the cache,
 * and documented in the README's image section.
 */
import type { FairQueueOptions } from './fair-queue'

/** Responsive widths of requirements §9 (xs 320 … 2xl 1536); next.config.ts's deviceSizes. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const
/** Widths for small fixed-size images (logos, portraits); next.config.ts's imageSizes. */
export const IMAGE_SMALL_SIZES = [64, 128, 256] as const
/** The only widths and heights that are encoded: everything next/image's loader asks for. */
export const ALLOWED_DIMENSIONS: readonly number[] = [...IMAGE_SMALL_SIZES, ...IMAGE_WIDTHS]
/** The only qualities that are encoded; next.config.ts's images.qualities. */
export const IMAGE_QUALITIES = [50, 75, 90] as const

/** Largest width or height a caller may ask for (2x the widest layout width, with room). */
export const MAX_DIMENSION = 3072
export const MIN_QUALITY = 1
export const MAX_QUALITY = 100
/** Quality when the URL names none (the loader always sends one). */
export const DEFAULT_QUALITY = 75

/** Source files larger than this are refused before they are read. */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024
/** Decoded pixel bound handed to sharp (a decompression-bomb guard): 8192 x 8192. */
export const MAX_SOURCE_PIXELS = 8192 * 8192

/** Longest accepted modifiers segment and source path, in characters. */
export const MAX_MODIFIERS_LENGTH = 200
export const MAX_PATH_LENGTH = 512

/** How encodes wait their turn (src/features/images/fair-queue.ts). */
export const ENCODE_QUEUE = {
  /** Encodes that may run at once in one process (the machine has 2 cores); the rest wait their turn. */
  concurrency: 2,
  /**
   * Encodes one client may run at once: one fewer than the process allows, so a slot is always left
   * for somebody else and a second visitor's image never waits behind a flood.
   */
  perClientConcurrency: 1,
  /** Encodes one client may have waiting; more answer 429 with Retry-After. */
  perClientWaiting: 12,
  /** Encodes that may wait in all; more answer 503 with Retry-After (many clients at once). */
  maxWaiting: 64,
  /** A request that has not reached the encoder after this long answers 503 with Retry-After. */
  maxWaitMs: 10_000,
} as const satisfies FairQueueOptions

/** How hard the encoder works, and for how long at the most. */
export const ENCODER = {
  /** An encode that takes longer than this is stopped (sharp's timeout) and answers 503. */
  timeoutSeconds: 20,
  /**
   * Effort (0 fastest … 6 or 9 smallest). Measured on the 1920x1080 sample hero at 1280 px: WebP effort 4
   * (sharp's default) 211 ms, effort 2 63 ms for 6 % more bytes; AVIF effort 4 6.0 s, effort 2 0.85 s for
   * 10 % more bytes. See the README's Measured section.
   */
  webpEffort: 2,
  avifEffort: 2,
} as const

/**
 * Image responses may be kept for a year. Site images change only with a deploy, and Payload gives
 * a re-uploaded file a new name; a changed file under the same name needs a new URL (`?v=2`).
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** The policy for image responses: nothing inside an image (an SVG) may run or load anything. */
export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
