import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * Deleting an article or a campaign that a redirect points to is refused (409), with the redirects listed, so
 * the editor retargets them first (an admin, under リダイレクト). Deleted, the redirect was left with an empty
 * target and its old path became a 404 without a word (issue 43).
 */
export function refuseDeleteWhileRedirected(collection: string): CollectionBeforeDeleteHook {
  return async function refuseDeleteWhileRedirected({ id, req }) {
    if (!req.payload.collections.redirects) return
    const { docs } = await req.payload.find({
      collection: 'redirects',
      where: { and: [{ 'to.type': { equals: 'reference' } }, { 'to.reference.relationTo': { equals: collection } }, { 'to.reference.value': { equals: id } }] },
      depth: 0,
      limit: 20,
      overrideAccess: true,
      req,
    })
    if (docs.length === 0) return
    const paths = docs.map((doc) => (doc as { from?: string }).from ?? '').filter(Boolean)
    const en = req.i18n?.language === 'en'
    const error = new APIError(
      en
        ? `Redirects point to this document (${paths.join(', ')}): deleting it would turn those addresses into "not found" pages. Point them elsewhere under Redirects first, then delete.`
        : `この記事には次のリダイレクトが転送しています: ${paths.join('、')}。削除するとこれらのアドレスが「ページが見つかりません」になります。先に「リダイレクト」で転送先を別のページに変えてから削除してください。`,
      409,
      { redirects: docs.map((doc) => ({ id: doc.id, from: (doc as { from?: string }).from })) },
      true,
    )
    // Payload's REST answer shows the message only for an error with a name (minified away in the production build).
    error.name = 'DeleteRefused'
    throw error
  }
}
