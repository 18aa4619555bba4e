'use client'

import { useLivePreview } from '@payloadcms/live-preview-react'
import { type AbstractIntlMessages, createFormatter, createTranslator } from 'next-intl'
import { Component, type ReactNode, useEffect, useMemo, useRef } from 'react'

import { formats, TIME_ZONE } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'

import { type LiveKind, renderLive, type ViewContext } from './ContentViews'

/**
 * The admin's live preview of any content type: the form's data arrives by postMessage on every keystroke
 * (Payload's live preview), goes through the site's own mapper and is drawn with the site's own components
 * in the editor's locale, before anything is saved. Loaded only by the /draft/live/ route, never by a public page.
 */
export function LivePreview({
  kind,
  initialData,
  serverURL,
  locale,
  messages,
  settings,
}: {
  kind: LiveKind
  initialData: Record<string, unknown>
  serverURL: string
  locale: Locale
  messages: AbstractIntlMessages
  settings: { company: string; contactEmail: string }
}) {
  const { data } = useLivePreview<Record<string, unknown>>({ initialData, serverURL, depth: 1, requestHandler: withTrailingSlash })
  const context = useMemo<ViewContext>(
    () => ({
      locale,
      // The messages are the site's own (picked on the server): their types are those of messages/ja.json.
      t: ((namespace: string) => createTranslator({ locale, messages: messages as never, namespace: namespace as never })) as ViewContext['t'],
      format: createFormatter({ locale, formats, timeZone: TIME_ZONE }),
      ...settings,
    }),
    [locale, messages, settings],
  )
  // Marked once the preview listens for the form (after useLivePreview's own effect has subscribed).
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => root.current?.setAttribute('data-live-preview', 'listening'), [])
  const empty = <p className="container">{(messages.preview as Record<string, string>).liveEmpty}</p>
  return (
    <div ref={root} data-live-preview="loading" data-live-kind={kind}>
      <ShowWhileValid fallback={empty} data={data}>
        {() => renderLive(kind, data, context) ?? empty}
      </ShowWhileValid>
    </div>
  )
}

/**
 * Half-typed data (a date being typed, a required field emptied) must not blank the frame: a view that
 * throws shows the hint instead, and the next keystroke tries again.
 */
class ShowWhileValid extends Component<{ fallback: ReactNode; data: unknown; children: () => ReactNode }, { failed: unknown }> {
  state = { failed: null as unknown }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidUpdate(previous: { data: unknown }) {
    if (this.state.failed && previous.data !== this.props.data) this.setState({ failed: null })
  }
  render() {
    if (this.state.failed) return this.props.fallback
    try {
      return this.props.children()
    } catch {
      return this.props.fallback
    }
  }
}

/** The site's URLs end in a slash: asking for it directly saves a redirect on every keystroke. */
const withTrailingSlash: NonNullable<Parameters<typeof useLivePreview>[0]['requestHandler']> = ({ apiPath, data, endpoint, serverURL }) =>
  fetch(`${serverURL}${apiPath}/${endpoint}/`, {
    body: JSON.stringify(data),
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'X-Payload-HTTP-Method-Override': 'GET' },
    method: 'POST',
  })
