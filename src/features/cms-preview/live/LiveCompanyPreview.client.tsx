'use client'

import { useLivePreview } from '@payloadcms/live-preview-react'
import { useEffect, useRef } from 'react'

import { Section } from '@/components/sections/Section'
import { LeaderList } from '@/features/company/LeaderList'
import { OfficeList } from '@/features/company/OfficeList'
import { toLeader, toOffice } from '@/lib/cms/company-mappers'
import type { Leader } from '@/lib/cms/types'

export type LiveCompanyLabels = {
  leadersTitle: string
  /** "{name}…{role}" message with the two placeholders, filled here as the editor types. */
  portraitAlt: string
  office: { address: string; role: string; access: string }
  empty: string
}

/**
 * The admin's live preview of a leader or an office: the form's data arrives by postMessage on every
 * keystroke (Payload's live preview), goes through the site's own mapper and is drawn with the site's
 * own components. Loaded only by the /draft/live/ route, never by a public page.
 */
export function LiveCompanyPreview({
  collection,
  initialData,
  serverURL,
  labels,
}: {
  collection: 'leaders' | 'offices'
  initialData: Record<string, unknown>
  serverURL: string
  labels: LiveCompanyLabels
}) {
  const { data } = useLivePreview<Record<string, unknown>>({ initialData, serverURL, depth: 1, requestHandler: withTrailingSlash })
  // Marked once the preview listens for the form (after useLivePreview's own effect has subscribed).
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => root.current?.setAttribute('data-live-preview', 'listening'), [])
  return (
    <div ref={root} data-live-preview="loading">
      {render(collection, data, labels)}
    </div>
  )
}

/** The site's URLs end in a slash: asking for it directly saves a redirect on every keystroke. */
const withTrailingSlash: NonNullable<Parameters<typeof useLivePreview>[0]['requestHandler']> = ({ apiPath, data, endpoint, serverURL }) =>
  fetch(`${serverURL}${apiPath}/${endpoint}/`, {
    body: JSON.stringify(data),
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'X-Payload-HTTP-Method-Override': 'GET' },
    method: 'POST',
  })

function render(collection: 'leaders' | 'offices', data: Record<string, unknown>, labels: LiveCompanyLabels) {
  if (collection === 'leaders') {
    const leader = toLeader(data)
    const alt = (l: Leader) => labels.portraitAlt.replace('{name}', l.name).replace('{role}', l.jobTitle)
    return (
      <Section id="leaders" title={labels.leadersTitle} narrow>
        {leader ? <LeaderList leaders={[leader]} portraitAlt={alt} /> : <p>{labels.empty}</p>}
      </Section>
    )
  }
  const office = toOffice(data)
  return <Section id="offices">{office ? <OfficeList items={[office]} labels={labels.office} /> : <p>{labels.empty}</p>}</Section>
}
