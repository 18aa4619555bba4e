/**
 * /draft/live/?collection=…&id=… : the page inside the admin's live-preview frame (Payload's
 * `admin.livePreview`, configured in ../live-preview-config.ts). Only signed-in editors see anything;
 * the document is read as its latest draft in the locale the editor chose. Leaders and offices are
 * drawn in the browser from the form's data as the editor types; news, campaigns and banners are
 * drawn on the server and refreshed on every (auto)save. This is the only route that loads the
 * live-preview code: public pages never do.
 */
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import { BannerPreview } from '@/features/banners/BannerPreview'
import { CampaignDetailView } from '@/features/campaigns/CampaignDetailView'
import { NewsArticleView } from '@/features/news/NewsArticleView'
import { resolveLocale } from '@/i18n/params'
import { loadLiveDraft, loadLiveGlobal } from '@/lib/cms/live-preview'
import { toBanner, toCampaignDetail, toNewsArticle } from '@/lib/cms/mappers'

import { LIVE_PREVIEW_COLLECTIONS, LIVE_PREVIEW_GLOBALS, type LivePreviewCollection, type LivePreviewGlobal, requestOrigin } from '../live-preview-config'
import { previewMetadata } from '../metadata'
import { PreviewFrame } from '../PreviewFrame'
import { LiveCompanyPreview } from './LiveCompanyPreview.client'
import { RefreshOnSave } from './RefreshOnSave.client'
import { GlobalPreview, InterviewPreview, LegalPreview, OccupationPreview } from './ServerPreviews'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return previewMetadata(await resolveLocale(params))
}

export async function LivePreviewPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const query = await searchParams
  const collection = (LIVE_PREVIEW_COLLECTIONS as readonly unknown[]).includes(query.collection) ? (query.collection as LivePreviewCollection) : null
  const requestHeaders = await headers()
  const serverURL = requestOrigin(requestHeaders)
  const global = (LIVE_PREVIEW_GLOBALS as readonly unknown[]).includes(query.global) ? (query.global as LivePreviewGlobal) : null
  const result = collection
    ? await loadLiveDraft(collection, query.id, locale, requestHeaders)
    : global
      ? await loadLiveGlobal(global, locale, requestHeaders)
      : ({ kind: 'missing' } as const)

  if (result.kind === 'ok' && (collection === 'leaders' || collection === 'offices')) {
    const leaders = await getTranslations({ locale, namespace: 'leadersPage' })
    const offices = await getTranslations({ locale, namespace: 'officesPage' })
    const images = await getTranslations({ locale, namespace: 'images' })
    const preview = await getTranslations({ locale, namespace: 'preview' })
    return (
      <PreviewFrame result={result} locale={locale}>
        {(doc) => (
          <LiveCompanyPreview
            collection={collection}
            initialData={doc}
            serverURL={serverURL}
            labels={{
              leadersTitle: leaders('listTitle'),
              portraitAlt: images.raw('portraitOfRole') as string,
              office: { address: offices('address'), role: offices('role'), access: offices('access') },
              empty: preview('liveEmpty'),
            }}
          />
        )}
      </PreviewFrame>
    )
  }

  return (
    <PreviewFrame result={result} locale={locale}>
      {(doc) => (
        <>
          <RefreshOnSave serverURL={serverURL} />
          {collection === 'news' ? <ServerView view={toNewsArticle(doc as never, locale)}>{(article) => <NewsArticleView article={article} adjacent={null} locale={locale} />}</ServerView> : null}
          {collection === 'campaigns' ? <ServerView view={toCampaignDetail(doc as never)}>{(campaign) => <CampaignDetailView campaign={campaign} locale={locale} />}</ServerView> : null}
          {global ? <GlobalPreview slug={global} doc={doc} locale={locale} /> : null}
          {collection === 'interviews' ? <InterviewPreview doc={doc} locale={locale} /> : null}
          {collection === 'occupations' ? <OccupationPreview doc={doc} locale={locale} /> : null}
          {collection === 'legal-pages' ? <LegalPreview doc={doc} locale={locale} /> : null}
          {collection === 'banners' ? <ServerView view={toBanner(doc as never)}>{(banner) => <BannerPreview banner={banner} locale={locale} />}</ServerView> : null}
        </>
      )}
    </PreviewFrame>
  )
}

function ServerView<T>({ view, children }: { view: T | null; children: (value: T) => React.ReactNode }) {
  return view ? children(view) : null
}
