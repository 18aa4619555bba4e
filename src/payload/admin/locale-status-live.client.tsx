'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { CollectionSlug, Field } from 'payload'
import { type ReactNode, useEffect, useRef, useState } from 'react'

import { localeCompleteness, localizedValues } from '../fields/localized-fields'
import { LocaleStatusView } from './locale-status-view'

/**
 * The sidebar's 「翻訳状況」 after a save: the server drew it with the page (`children`) and Payload does not draw a
 * sidebar's server component again when the form is saved, so the marks stayed as they were until a reload. When
 * the document's save time changes (a save, an autosave), this reads the document in every language again (the
 * REST API, as the editor) and draws the marks from it.
 */
export function LocaleStatusLive({ collection, id, language, children }: { collection: string; id: string; language: string; children: ReactNode }) {
  const { lastUpdateTime } = useDocumentInfo()
  const { config, getEntityConfig } = useConfig()
  const shown = useRef(lastUpdateTime)
  const [doc, setDoc] = useState<unknown>(null)
  // Same origin, as the admin's own requests (serverURL is the public site's address, another origin in tests).
  const api = config.routes.api
  useEffect(() => {
    if (lastUpdateTime === shown.current) return
    shown.current = lastUpdateTime
    const controller = new AbortController()
    fetch(`${api}/${collection}/${encodeURIComponent(id)}/?locale=all&draft=true&depth=0`, { credentials: 'include', signal: controller.signal })
      .then((res) => (res.ok ? res.json() : null))
      .then((next: unknown) => {
        if (next) setDoc(next)
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [lastUpdateTime, api, collection, id])
  const locales = config.localization ? config.localization.localeCodes : []
  if (!doc || locales.length === 0) return children
  const fields = (getEntityConfig({ collectionSlug: collection as CollectionSlug })?.fields ?? []) as unknown as Field[]
  return <LocaleStatusView locales={locales} status={localeCompleteness(localizedValues(fields, doc), locales)} language={language} />
}
