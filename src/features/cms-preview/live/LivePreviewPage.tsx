/**
 * /draft/live/?collection=…&id=… or ?global=… : the page inside the admin's live-preview frame (Payload's
 * `admin.livePreview`, configured in ../live-preview-config.ts). Only signed-in editors see anything; the
 * document is read as its latest draft in the locale the editor chose, then drawn in the browser from the
 * form's data as the editor types (LivePreview.client.tsx), for every content type. This is the only route that
 * loads the live-preview code: public pages never do.
 */
import type { Metadata } from 'next'
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl'
import { headers } from 'next/headers'
import { getMessages } from 'next-intl/server'

import { resolveLocale } from '@/i18n/params'
import { loadLiveDraft, loadLiveGlobal } from '@/lib/cms/live-preview'
import { env } from '@/lib/env'
import { siteName } from '@/lib/seo'

import { LIVE_PREVIEW_COLLECTIONS, LIVE_PREVIEW_GLOBALS, type LivePreviewCollection, type LivePreviewGlobal, requestOrigin } from '../live-preview-config'
import { previewMetadata } from '../metadata'
import { PreviewFrame } from '../PreviewFrame'
import { LIVE_NAMESPACES } from './ContentViews'
import { LivePreview } from './LivePreview.client'

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
  const kind = collection ?? global
  // Only the words the previews use travel to the browser.
  const all = (await getMessages({ locale })) as Record<string, AbstractIntlMessages>
  const messages = Object.fromEntries(LIVE_NAMESPACES.map((namespace) => [namespace, all[namespace]])) as AbstractIntlMessages

  return (
    <PreviewFrame result={result} locale={locale}>
      {(doc) =>
        kind ? (
          // The views render in the browser here, and the site's Link reads the locale through next-intl
          // (on public pages it is a server component and needs no provider).
          <NextIntlClientProvider locale={locale} messages={messages}>
            <LivePreview kind={kind} initialData={doc} serverURL={serverURL} locale={locale} messages={messages} settings={{ company: siteName(locale), contactEmail: env().CONTACT_EMAIL }} />
          </NextIntlClientProvider>
        ) : null
      }
    </PreviewFrame>
  )
}
