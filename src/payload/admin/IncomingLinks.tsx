import type { ServerComponentProps } from 'payload'

import { mayApprove } from '../access'
import { incomingLinks, incomingRedirects, LINKED_COLLECTIONS } from '../incoming-links'
import { retargetChoices } from '../retarget-text-links'
import { RetargetRedirects } from './RetargetRedirects.client'
import { RetargetTextLinks } from './RetargetTextLinks.client'

const TEXT = {
  ja: {
    heading: 'この記事を指すリンク',
    none: 'リダイレクトや他のページからのリンクはありません。',
    redirects: 'リダイレクト',
    links: '本文からのリンク',
    ask: 'これらのリンクは、管理者か承認者がここでまとめて付け替えられます。または各記事の本文でリンクを変えてください。',
  },
  en: {
    heading: 'What links here',
    none: 'No redirect or other page links here.',
    redirects: 'Redirects',
    links: 'Links in texts',
    ask: 'An admin or approver can point these links elsewhere here in one step; or change them in each text.',
  },
} as const

/**
 * The sidebar of an article or a campaign: the redirects and the rich-text links that point at it, each linked
 * to its edit view, and for admins a form that points the redirects at another document (incoming-links.ts); for
 * admins and approvers one that points the text links at another document or page (retarget-text-links.ts).
 */
export async function IncomingLinks({ payload, collectionSlug, id, i18n, user }: ServerComponentProps & { collectionSlug?: string; id?: string | number }) {
  if (!id || !collectionSlug) return null
  const lang = i18n.language === 'en' ? 'en' : 'ja'
  const text = TEXT[lang]
  const target = { relationTo: collectionSlug, value: id }
  const [redirects, links] = await Promise.all([incomingRedirects(payload, target), incomingLinks(payload, target)])
  const admin = (user as { role?: string } | null | undefined)?.role === 'admin'
  let choices: { value: string; label: string }[] = []
  if (admin && redirects.length > 0) {
    for (const collection of LINKED_COLLECTIONS) {
      const { docs } = await payload.find({ collection, draft: false, depth: 0, limit: 200, sort: '-updatedAt', locale: lang === 'en' ? 'en' : 'ja', overrideAccess: true })
      const kind = payload.collections[collection].config.labels.singular as Record<string, string>
      for (const doc of docs as unknown as { id: number; title?: string }[]) {
        if (collection === collectionSlug && String(doc.id) === String(id)) continue
        choices.push({ value: `${collection}:${doc.id}`, label: `${kind[lang] ?? collection}: ${doc.title ?? doc.id}` })
      }
    }
    choices = choices.slice(0, 300)
  }
  const textChoices = links.length > 0 && mayApprove(user) ? await retargetChoices(payload, target, lang) : []
  return (
    <section className="field-type" data-testid="incoming-links" aria-label={text.heading} style={{ marginBottom: '1.5rem' }}>
      <h3 style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>{text.heading}</h3>
      {redirects.length === 0 && links.length === 0 ? <p style={{ margin: 0 }}>{text.none}</p> : null}
      {redirects.length > 0 ? (
        <>
          <p style={{ margin: '0 0 0.25rem' }}>{text.redirects}</p>
          <ul data-testid="incoming-redirects" style={{ margin: '0 0 0.75rem', paddingInlineStart: '1.25rem' }}>
            {redirects.map((redirect) => (
              <li key={String(redirect.id)}>
                <a href={`/admin/collections/redirects/${redirect.id}`}>{redirect.from}</a>
              </li>
            ))}
          </ul>
          {admin ? <RetargetRedirects from={{ relationTo: collectionSlug, value: id }} choices={choices} /> : null}
        </>
      ) : null}
      {links.length > 0 ? (
        <>
          <p style={{ margin: '0 0 0.25rem' }}>{text.links}</p>
          <ul data-testid="incoming-text-links" style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {links.map((link) => (
              <li key={`${link.collection}-${link.id}`}>
                <a href={`/admin/collections/${link.collection}/${link.id}`}>{link.title}</a>
              </li>
            ))}
          </ul>
          {mayApprove(user) ? <RetargetTextLinks from={{ relationTo: collectionSlug, value: id }} choices={textChoices} /> : <p style={{ margin: '0.5rem 0 0' }}>{text.ask}</p>}
        </>
      ) : null}
    </section>
  )
}
