export const EXPORT_TIME_ZONE = 'Asia/Tokyo'

/** "2026/11/24 09:05" in Japan time, whatever the server's zone. */
export function formatTokyoTime(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return ''
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: EXPORT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}/${get('month')}/${get('day')} ${get('hour')}:${get('minute')}`
}

