import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { incomingLinks, incomingRedirects } from './incoming-links'

/**
 * Deleting an article or a campaign that a redirect or an internal link in rich text points to is refused (409),
 * with both listed, so the editor first retargets the redirects (the sidebar's 「この記事を指すリンク」, admins) and
 * the links in those texts (the same sidebar, admins and approvers; retarget-text-links.ts). Deleted, the redirect was left with an empty target and its old path became a
 * 404 without a word, and the links led nowhere (issue 43 §3).
 */
export function refuseDeleteWhileRedirected(collection: string): CollectionBeforeDeleteHook {
  return async function refuseDeleteWhileRedirected({ id, req }) {
    const target = { relationTo: collection, value: id }
    const [redirects, links] = await Promise.all([incomingRedirects(req.payload, target, req), incomingLinks(req.payload, target, req)])
    if (redirects.length === 0 && links.length === 0) return
    const paths = redirects.map((redirect) => redirect.from).filter(Boolean)
    const titles = links.map((link) => `「${link.title}」`)
    const en = req.i18n?.language === 'en'
    const parts = en
      ? [
          paths.length > 0 ? `Redirects point to this document (${paths.join(', ')}): deleting it would turn those addresses into "not found" pages; point them elsewhere first (an admin can, from this document's sidebar).` : '',
          titles.length > 0 ? `These texts link to it: ${links.map((link) => `"${link.title}"`).join(', ')}; change those links first (an admin or approver can point them all at another article or page, from this document's sidebar).` : '',
        ]
      : [
          paths.length > 0 ? `この記事には次のリダイレクトが転送しています: ${paths.join('、')}。削除するとこれらのアドレスが「ページが見つかりません」になります。先に転送先を別のページに変えてください(管理者は、この画面の右側「この記事を指すリンク」から変えられます)。` : '',
          titles.length > 0 ? `次のページの本文がこの記事にリンクしています: ${titles.join('、')}。先にそのリンクを変えてください(管理者と承認者は、この画面の右側「この記事を指すリンク」から、まとめて別の記事やページに付け替えられます)。` : '',
        ]
    const error = new APIError(parts.filter(Boolean).join(en ? ' ' : ''), 409, { redirects, links }, true)
    // Payload's REST answer shows the message only for an error with a name (minified away in the production build).
    error.name = 'DeleteRefused'
    throw error
  }
}
