/**
 * Editor-managed redirects (the admin's リダイレクト collection, @payloadcms/plugin-redirects): pure
 * rules shared by the CMS (validation), the rules endpoint and the proxy. No I/O here.
 */
export type RedirectRule = { from: string; to: string; status: 301 | 302 }

/** "/old-page", "old-page/", "/old-page/?x=1" all become "/old-page/" (the site uses trailing slashes). */
export function normalizeFromPath(value: unknown): string | null {
  if (typeof value !== 'string') return null
  let path = value.trim()
  if (!path) return null
  try {
    // A full URL pasted by an editor: keep its path only.
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname
  } catch {
    return null
  }
  path = path.split(/[?#]/)[0]
  if (!path.startsWith('/')) path = `/${path}`
  if (path.startsWith('//') || path.includes('\\')) return null
  if (!path.endsWith('/') && !/\.[A-Za-z0-9]+$/.test(path)) path = `${path}/`
  return path
}

/**
 * Where a redirect may point: a path on this site ("/news/…"), or an absolute http(s) URL that an admin
 * typed on purpose. Anything else — "//evil.example", "/\\evil", "javascript:" — is refused.
 */
export function safeTarget(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const target = value.trim()
  if (!target) return null
  if (target.startsWith('/')) {
    if (target.startsWith('//') || target.startsWith('/\\') || /[\u0000-\u001f]/.test(target)) return null
    return target
  }
  try {
    const url = new URL(target)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

/** The path a request asks for, in the same form as a stored `from`. */
export function requestKey(pathname: string): string {
  let path = pathname
  try {
    path = decodeURI(pathname)
  } catch {
    // Malformed escapes: compare as sent.
  }
  return normalizeFromPath(path) ?? path
}

/** The rule for a request path, if any. */
export function findRule(rules: readonly RedirectRule[], pathname: string): RedirectRule | undefined {
  const key = requestKey(pathname)
  return rules.find((rule) => rule.from === key)
}
