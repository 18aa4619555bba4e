const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * Payload's schedule drawer (スケジュール公開) gives its date box no display format, so react-datepicker writes its
 * default "MMM d, yyy h:mm a" ("12月 1, 2026 11:13 午後", "Dec 1, 2026 11:13 PM") whatever `admin.dateFormat` or a
 * field's `displayFormat` say. The same moment, read back in the admin's `yyyy/MM/dd HH:mm`, or undefined.
 */
export function scheduleDateText(text: string): string | undefined {
  const ja = /^(\d{1,2})月 (\d{1,2}), (\d{4}) (\d{1,2}):(\d{2}) (午前|午後)$/.exec(text)
  const en = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4}) (\d{1,2}):(\d{2}) (AM|PM)$/.exec(text)
  const parts = ja ?? en
  if (!parts) return undefined
  const month = ja ? Number(parts[1]) : MONTHS.indexOf(parts[1]!) + 1
  if (month < 1 || month > 12) return undefined
  const pm = parts[6] === '午後' || parts[6] === 'PM'
  const hour = (Number(parts[4]) % 12) + (pm ? 12 : 0)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${parts[3]}/${two(month)}/${two(Number(parts[2]))} ${two(hour)}:${parts[5]}`
}
