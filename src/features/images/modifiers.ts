/**
 * The IPX modifier syntax of requirements §7, parsed strictly: `w_640,h_480,q_80,f_webp,fit_cover,
 * s_640x480,b_ffffff,pos_top` (pairs separated by `,` or `&`, key and value by `_`, `:` or `=`;
 * a lone `_` means "no modifiers"). Unknown keys, repeated keys and out-of-range values are refused,
 * so every accepted URL has exactly one meaning and the cache cannot be flooded with aliases.
 */
import { MAX_DIMENSION, MAX_MODIFIERS_LENGTH, MAX_QUALITY, MIN_QUALITY } from './limits'

export const OUTPUT_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]
export const FITS = ['contain', 'cover', 'fill', 'inside', 'outside'] as const
export type Fit = (typeof FITS)[number]
/** sharp's gravities and crop strategies, as single words that need no URL escaping. */
export const POSITIONS = [
  'center', 'centre', 'top', 'right', 'bottom', 'left',
  'north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest',
  'entropy', 'attention',
] as const
export type Position = (typeof POSITIONS)[number]

export type ImageModifiers = {
  width?: number
  height?: number
  quality?: number
  /** 'auto' is resolved later from the Accept header and the source type. */
  format?: OutputFormat | 'auto'
  fit?: Fit
  /** `#rrggbb` or `#rrggbbaa`. */
  background?: string
  position?: Position
}

export type ModifierError = { code: 'IPX_BAD_MODIFIERS'; message: string }
export type ParsedModifiers = { ok: true; modifiers: ImageModifiers } | { ok: false; error: ModifierError }

const ALIASES: Record<string, keyof ImageModifiers | 'resize'> = {
  w: 'width',
  width: 'width',
  h: 'height',
  height: 'height',
  q: 'quality',
  quality: 'quality',
  f: 'format',
  format: 'format',
  fit: 'fit',
  s: 'resize',
  resize: 'resize',
  b: 'background',
  background: 'background',
  pos: 'position',
  position: 'position',
}

const INTEGER = /^[1-9]\d{0,5}$/

function fail(message: string): ParsedModifiers {
  return { ok: false, error: { code: 'IPX_BAD_MODIFIERS', message } }
}

function parseDimension(name: string, value: string): number | string {
  if (!INTEGER.test(value)) return `${name} must be a whole number of pixels, got "${value}"`
  const n = Number(value)
  if (n > MAX_DIMENSION) return `${name} must be at most ${MAX_DIMENSION}, got ${n}`
  return n
}

function parseBackground(value: string): string | undefined {
  const hex = value.replace(/^#/, '').toLowerCase()
  if (/^[\da-f]{3,4}$/.test(hex)) return `#${[...hex].map((c) => c + c).join('')}`
  if (/^[\da-f]{6}([\da-f]{2})?$/.test(hex)) return `#${hex}`
  return undefined
}

/** Parses the modifiers path segment (already percent-decoded). */
export function parseIpxModifiers(segment: string): ParsedModifiers {
  if (!segment) return fail('Modifiers are missing')
  if (segment.length > MAX_MODIFIERS_LENGTH) return fail('Modifiers are too long')
  const modifiers: ImageModifiers = {}
  if (segment === '_') return { ok: true, modifiers }

  const seen = new Set<string>()
  for (const pair of segment.split(/[,&]/)) {
    const match = /^([a-z]+)[_:=](.+)$/.exec(pair)
    if (!match) return fail(`Malformed modifier "${pair}"`)
    const [, key, value] = match
    const name = ALIASES[key]
    if (!name) return fail(`Unknown modifier "${key}"`)
    if (seen.has(name)) return fail(`Modifier "${key}" is given twice`)
    seen.add(name)

    switch (name) {
      case 'width':
      case 'height': {
        const n = parseDimension(name, value)
        if (typeof n === 'string') return fail(n)
        modifiers[name] = n
        break
      }
      case 'resize': {
        const size = /^(\d+)x(\d+)$/.exec(value)
        if (!size) return fail(`resize must look like 640x480, got "${value}"`)
        const w = parseDimension('resize width', size[1])
        const h = parseDimension('resize height', size[2])
        if (typeof w === 'string') return fail(w)
        if (typeof h === 'string') return fail(h)
        modifiers.width = w
        modifiers.height = h
        break
      }
      case 'quality': {
        if (!/^\d{1,3}$/.test(value)) return fail(`quality must be a whole number, got "${value}"`)
        const n = Number(value)
        if (n < MIN_QUALITY || n > MAX_QUALITY) return fail(`quality must be ${MIN_QUALITY}–${MAX_QUALITY}, got ${n}`)
        modifiers.quality = n
        break
      }
      case 'format': {
        const f = value === 'jpg' ? 'jpeg' : value
        if (f !== 'auto' && !(OUTPUT_FORMATS as readonly string[]).includes(f)) {
          return fail(`format must be one of auto, ${OUTPUT_FORMATS.join(', ')}, jpg; got "${value}"`)
        }
        modifiers.format = f as OutputFormat | 'auto'
        break
      }
      case 'fit':
        if (!(FITS as readonly string[]).includes(value)) return fail(`fit must be one of ${FITS.join(', ')}`)
        modifiers.fit = value as Fit
        break
      case 'position':
        if (!(POSITIONS as readonly string[]).includes(value)) return fail(`position must be one of ${POSITIONS.join(', ')}`)
        modifiers.position = value as Position
        break
      case 'background': {
        const color = parseBackground(value)
        if (!color) return fail(`background must be a hex colour such as ffffff, got "${value}"`)
        modifiers.background = color
        break
      }
    }
  }
  // `s_WxH` sets both sides; mixing it with w_ or h_ would say the size twice.
  if (seen.has('resize') && (seen.has('width') || seen.has('height'))) {
    return fail('Give either resize (s_WxH) or width/height, not both')
  }
  return { ok: true, modifiers }
}

/** A modifiers segment for a URL (short keys; the format as requested, `auto` included, unless another is given). */
export function modifiersSegment(m: ImageModifiers, format: string | undefined = m.format): string {
  const parts: string[] = []
  if (m.width) parts.push(`w_${m.width}`)
  if (m.height) parts.push(`h_${m.height}`)
  if (m.quality) parts.push(`q_${m.quality}`)
  if (format) parts.push(`f_${format}`)
  if (m.fit) parts.push(`fit_${m.fit}`)
  if (m.position) parts.push(`pos_${m.position}`)
  if (m.background) {
    const hex = m.background.slice(1)
    // #rrggbb[aa] with doubled digits is written in its short form.
    parts.push(`b_${/^(?:(.)\1)+$/.test(hex) ? hex.replace(/(.)\1/g, '$1') : hex}`)
  }
  return parts.length ? parts.join(',') : '_'
}

/** One stable spelling of a set of modifiers, the format given separately once resolved (the cache key's part). */
export function canonicalModifiers(m: ImageModifiers, format: string): string {
  return modifiersSegment(m, format)
}

/**
 * The formats a browser says it takes, from its Accept header; `q=0` means "not acceptable".
 * Only exact image types count (a bare `*\/*` does not promise WebP or AVIF support).
 */
export function acceptedImageTypes(accept: string | null | undefined): Set<string> {
  const types = new Set<string>()
  for (const part of (accept ?? '').split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    if (q !== undefined && Number(q) === 0) continue
    if (type.startsWith('image/')) types.add(type.slice('image/'.length))
  }
  return types
}
