import '../globals.css'

import type { Metadata, Viewport } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import { type ReactNode, Suspense } from 'react'

import { TagManagerNoScript, TagManagerScript } from '@/components/layout/TagManager'
import { ChunkRecoveryScript } from '@/features/navigation/runtime/ChunkRecoveryScript'
import { DeviceProvider } from '@/features/navigation/runtime/DeviceProvider.client'
import { NavigationRuntime } from '@/features/navigation/runtime/NavigationRuntime.client'
import { NewsFeedLink } from '@/features/news/NewsFeedLink'
import { LOCALE_ISO, LOCALES } from '@/i18n/locales'
import { resolveLocale } from '@/i18n/params'
import { env } from '@/lib/env'
import { pickClientMessages } from '@/lib/client-messages'

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }))
}

/**
 * How long a shared cache (nginx in deploy/, a CDN) may serve a statically generated page before asking
 * again: Next sends `s-maxage=2, stale-while-revalidate=…`, so a publish shows through the shared cache
 * within a few seconds while nearly every request is still answered from it. Re-generating a page reads
 * the CMS data cache, not the database. A literal, as Next requires (docs/decisions.md, "Several instances").
 */
export const revalidate = 2

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_ORIGIN),
  formatDetection: { telephone: false },
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b5cab',
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const locale = await resolveLocale(params)
  const settings = env()
  const messages = await getMessages({ locale })

  return (
    <html lang={LOCALE_ISO[locale]}>
      <head>
        <ChunkRecoveryScript />
        {/* The configured web-font stylesheet (DECISIONS: a setting, never hard-coded in pages). */}
        <link rel="stylesheet" href={settings.FONT_STYLESHEET_URL} />
        <NewsFeedLink locale={locale} />
      </head>
      <body>
        {settings.GTM_ID ? <TagManagerNoScript gtmId={settings.GTM_ID} /> : null}
        <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages)}>
          <DeviceProvider>
            {/* Reads the query string: its own Suspense boundary keeps the pages static. */}
            <Suspense fallback={null}>
              <NavigationRuntime />
            </Suspense>
            {children}
          </DeviceProvider>
        </NextIntlClientProvider>
        {settings.GTM_ID ? <TagManagerScript gtmId={settings.GTM_ID} /> : null}
      </body>
    </html>
  )
}
