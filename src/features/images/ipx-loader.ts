/**
 * next/image loader: every image goes through the /_ipx endpoint (SPEC section 7).
 * Modifiers are comma-separated IPX modifiers: w_640,q_75,f_auto.
 */
type LoaderArgs = { src: string; width: number; quality?: number }

export default function ipxLoader({ src, width, quality }: LoaderArgs): string {
  const modifiers = [`w_${width}`, `q_${quality ?? 75}`, 'f_auto'].join(',')
  const path = src.startsWith('/') ? src : `/${src}`
  return `/_ipx/${modifiers}${path}`
}
