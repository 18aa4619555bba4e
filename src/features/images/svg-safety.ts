/**
 * SVG is a document, not just a picture: it can carry scripts, event handlers, foreign HTML and
 * references to other files. The service refuses any SVG that contains one of those rather than
 * trying to clean it, so what it serves or rasterizes is only ever plain vector artwork.
 */
const UNSAFE_SVG_PATTERNS: { pattern: RegExp; reason: string }[] = [
  { pattern: /<\s*script\b/i, reason: 'script element' },
  { pattern: /[\s"'/]on[a-z]+\s*=/i, reason: 'event handler attribute' },
  { pattern: /javascript\s*:|vbscript\s*:|data\s*:\s*text\/html/i, reason: 'script URL' },
  { pattern: /<\s*(foreignObject|iframe|embed|object|audio|video|canvas|handler|listener)\b/i, reason: 'embedded content' },
  { pattern: /<!\s*(DOCTYPE|ENTITY)/i, reason: 'document type or entity declaration' },
  { pattern: /<\?xml-stylesheet/i, reason: 'external stylesheet' },
  { pattern: /@import/i, reason: 'style import' },
  { pattern: /attributeName\s*=\s*["']?\s*(xlink:)?href/i, reason: 'animated link' },
  // Only fragment references (#id) and inline raster images may be linked.
  // (The lookaheads also refuse a quote or space, so an optional quote cannot be skipped to pass.)
  { pattern: /\bhref\s*=\s*["']?\s*(?![\s"'#]|data:image\/(png|jpeg|gif|webp);)/i, reason: 'external reference' },
  { pattern: /url\(\s*["']?\s*(?![\s"'#])/i, reason: 'external reference in a style' },
  // Character references could spell any of the above in disguise.
  { pattern: /&#/i, reason: 'character reference' },
]

export function findSvgHazard(svg: string): string | undefined {
  return UNSAFE_SVG_PATTERNS.find(({ pattern }) => pattern.test(svg))?.reason
}

/** True when the bytes look like XML/SVG text rather than a raster image. */
export function looksLikeSvg(data: Uint8Array): boolean {
  const head = Buffer.from(data.subarray(0, 512)).toString('utf8').replace(/^\uFEFF/, '').trimStart()
  return head.startsWith('<')
}
