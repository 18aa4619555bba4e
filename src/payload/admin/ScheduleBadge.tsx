import type { DefaultServerCellComponentProps, Payload, ServerComponentProps } from 'payload'

import { scheduleText, upcomingSchedules, type UpcomingSchedule } from './scheduled-publish'

const SCHEDULED = { background: 'var(--theme-warning-100)', color: 'var(--theme-warning-900)' }
const FAILED = { background: 'var(--theme-error-100)', color: 'var(--theme-error-900)' }

/** The badge's tooltip: the time zone, and for a failed schedule what to do about it. */
function badgeTitle(schedule: UpcomingSchedule, language: string): string {
  const publish = schedule.type === 'publish'
  if (language === 'ja') {
    if (!schedule.failed) return '日本時間'
    return publish
      ? '日本時間。再試行しても公開できませんでした。内容を確かめてから公開するか、予約し直してください。'
      : '日本時間。再試行しても公開を終了できませんでした。もう一度、公開終了を予約してください。'
  }
  if (!schedule.failed) return 'Japan time'
  return publish
    ? 'Japan time. It could not be published, even after retries: check the document, then publish it or schedule it again.'
    : 'Japan time. It could not be unpublished, even after retries: schedule the unpublish again.'
}

async function Badges({ payload, collection, id, language }: { payload: Payload; collection: string; id: unknown; language: string }) {
  if (id === undefined || id === null) return null
  const schedules = (await upcomingSchedules(payload, collection)).get(String(id)) ?? []
  if (schedules.length === 0) return null
  return (
    <span data-testid="schedule-badge" style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.25rem' }}>
      {schedules.map((s) => (
        <span
          key={`${s.type}-${s.at}`}
          title={badgeTitle(s, language)}
          data-failed={s.failed ? '' : undefined}
          style={{ ...(s.failed ? FAILED : SCHEDULED), borderRadius: '3px', padding: '0 0.4rem', whiteSpace: 'nowrap' }}
        >
          {scheduleText(s, language)}
        </span>
      ))}
    </span>
  )
}

/** List column: the document's scheduled publish time(s), in Japan time. */
export async function ScheduleCell(props: DefaultServerCellComponentProps) {
  const { payload, collectionConfig, collectionSlug, rowData, i18n } = props
  // The document pickers' lists (link and relationship drawers) pass no collectionConfig.
  return <Badges payload={payload} collection={collectionConfig?.slug ?? collectionSlug} id={rowData?.id} language={i18n.language} />
}

/** Document sidebar: the same, above the dates. */
export async function ScheduleField(props: ServerComponentProps) {
  const { payload, collectionSlug, id, i18n } = props
  if (!id) return null
  return (
    <div style={{ marginBottom: '1rem' }} data-testid="schedule-field">
      <Badges payload={payload} collection={collectionSlug} id={id} language={i18n.language} />
    </div>
  )
}
