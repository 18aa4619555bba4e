/** A label or help text in both admin languages (Payload picks the one matching the admin's language). */
export const label = (ja: string, en: string) => ({ ja, en })

/** The slug's label; also read by its own input (SlugInput.client.tsx), which labels itself in the admin's language. */
export const SLUG_LABEL = label('スラッグ(URL)', 'Slug (URL)')

/** Sidebar groups of the admin navigation. */
export const ADMIN_GROUPS = {
  content: label('コンテンツ', 'Content'),
  enquiries: label('お問い合わせ', 'Enquiries'),
  settings: label('設定', 'Settings'),
} as const

/**
 * Drafts of site content: nothing is stored until the editor saves or has typed a valid title
 * (validate: true stops Payload from creating an empty draft the moment 新規作成 is clicked);
 * after the first save, changes autosave every second. Scheduled publishing uses 24-hour times.
 */
export const CONTENT_DRAFTS = {
  autosave: { interval: 1000 },
  validate: true,
  schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 5 },
} as const
