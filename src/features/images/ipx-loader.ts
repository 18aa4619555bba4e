/**
 * next/image loader: every local image goes through the /_ipx endpoint (requirements §7), at the
 * widths next.config.ts lists (requirements §9). Modifiers are IPX modifiers: w_640,q_75,f_auto.
 *
 * Local sources are site images (`/images/...`) and CMS uploads, written either as `/media/<file>`
 * or as Payload's own URL `/api/media/file/<file>` (optionally with this site's origin in front).
 * Anything else (remote or data: URLs) is returned untouched: the service never fetches remote
 * images, and the content security policy decides whether a browser may load them.
 */
type LoaderArgs = { src: string; width: number; quality?: number }

const DEFAULT_QUALITY = 75
const PAYLOAD_MEDIA_PREFIX = '/api/media/file/'

function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      let decoded = segment
      try {
        decoded = decodeURIComponent(segment)
      } catch {
        // Not valid percent-encoding: encode it as written.
      }
      return encodeURIComponent(decoded)
    })
    .join('/')
}

/**
 * The source path for /_ipx: `/images/a.jpg` → `images/a.jpg`, `/media/a.jpg` → `media/a.jpg`,
 * Payload's `[origin]/api/media/file/a.jpg` → `media/a.jpg` (its origin is this site's own server
 * URL); undefined for anything else.
 */
export function ipxSourcePath(src: string): string | undefined {
  const absolute = /^https?:\/\/[^/]+(\/.*)?$/i.exec(src)
  const pathname = (absolute ? (absolute[1] ?? '/') : src).split(/[?#]/)[0]
  if (pathname.startsWith(PAYLOAD_MEDIA_PREFIX) && pathname.length > PAYLOAD_MEDIA_PREFIX.length) {
    return `media/${pathname.slice(PAYLOAD_MEDIA_PREFIX.length)}`
  }
  if (!absolute && /^\/(images|media)\/./.test(pathname)) return pathname.slice(1)
  return undefined
}

export default function ipxLoader({ src, width, quality }: LoaderArgs): string {
  const path = ipxSourcePath(src)
  if (!path) return src
  const q = Math.min(100, Math.max(1, Math.round(quality ?? DEFAULT_QUALITY)))
  return `/_ipx/w_${Math.round(width)},q_${q},f_auto/${encodePath(path)}`
}
