/**
 * GET /api/enquiries/export-filtered.csv: the enquiries the admin's list shows (its `where` filter and
 * `search` text, passed on by the export button), as CSV with column names and values in Japanese or
 * English (`lang`), times in Japan time. Spam is left out unless `includeSpam=true`. Runs with the
 * signed-in user's access, so only staff who handle enquiries get rows.
 */
import { stringify } from 'csv-stringify/sync'
import type { PayloadHandler, PayloadRequest, Where } from 'payload'

import {
  type AdminLanguage,
  ENQUIRY_FIELD_LABELS,
  HANDLING_LABELS,
  type HandlingState,
  LOCALE_NAMES,
  SUBJECT_LABELS,
} from '../enquiry-labels'
import { CONTACT_FIELD_ORDER, type ContactSubject } from '../../features/contact/constants'
import { staffName } from '../staff-name'
import { EXPORT_TIME_ZONE, formatTokyoTime } from './tokyo-time'

export { EXPORT_TIME_ZONE, formatTokyoTime }

/** The list view's search box looks in these (the collection's admin.listSearchableFields). */
export const ENQUIRY_SEARCH_FIELDS = ['company', 'lastName', 'firstName', 'email', 'message'] as const

/** The enquiry's own columns, then the form's fields in the form's order, then what the site and staff add. */
const COLUMNS = [
  'id',
  'createdAt',
  'handling',
  'assignee',
  ...CONTACT_FIELD_ORDER,
  'locale',
  'privacyAccepted',
  'noSalesConfirmed',
  'marketingOptIn',
  'notes',
] as const

type Column = (typeof COLUMNS)[number]
type EnquiryRow = Record<string, unknown> & { assignee?: unknown }

function yesNo(value: unknown, lang: AdminLanguage): string {
  if (lang === 'ja') return value ? 'はい' : 'いいえ'
  return value ? 'Yes' : 'No'
}

type NoteRow = { text?: string | null; author?: unknown; writtenAt?: string | null }

/** The note thread, one note a line ("2026/12/01 18:20 名前 (e-mail): text"), after the earlier single note. */
function notesText(doc: EnquiryRow): string {
  const earlier = typeof doc.internalNotes === 'string' && doc.internalNotes ? [doc.internalNotes] : []
  const thread = Array.isArray(doc.notes) ? (doc.notes as NoteRow[]) : []
  return [...earlier, ...thread.map((note) => `${[formatTokyoTime(note.writtenAt), staffName(note.author)].filter(Boolean).join(' ')}: ${note.text ?? ''}`)].join('\n')
}

/** One enquiry as CSV cells, in the column order above, labels in the chosen language. */
export function enquiryCells(doc: EnquiryRow, lang: AdminLanguage): string[] {
  return COLUMNS.map((column: Column) => {
    const value = doc[column]
    switch (column) {
      case 'createdAt':
        return formatTokyoTime(value)
      case 'handling':
        return HANDLING_LABELS[value as HandlingState]?.[lang] ?? String(value ?? '')
      case 'subject':
        return SUBJECT_LABELS[value as ContactSubject]?.[lang] ?? String(value ?? '')
      case 'locale':
        return LOCALE_NAMES[value as 'ja' | 'en']?.[lang] ?? String(value ?? '')
      case 'assignee':
        return staffName(value)
      case 'notes':
        return notesText(doc)
      case 'privacyAccepted':
      case 'noSalesConfirmed':
      case 'marketingOptIn':
        return yesNo(value, lang)
      default:
        return value === null || value === undefined ? '' : String(value)
    }
  })
}

export function enquiryHeader(lang: AdminLanguage): string[] {
  return COLUMNS.map((column) => ENQUIRY_FIELD_LABELS[column][lang])
}

type Answer = { key: string; label: Record<AdminLanguage, string>; display: Record<AdminLanguage, string> }
const answersOf = (doc: EnquiryRow): Answer[] => {
  const fields = (doc.formAnswers as { fields?: unknown } | null | undefined)?.fields
  return Array.isArray(fields) ? (fields as Answer[]).filter((f) => f && typeof f.key === 'string') : []
}

/**
 * The columns of CMS forms' fields (features/forms), after the enquiry's own: one per field key, in the order the
 * forms have them, headed by the field's label (a key used by two forms with other labels shows the first).
 */
export function formColumns(docs: EnquiryRow[], lang: AdminLanguage): { header: string[]; cells: (doc: EnquiryRow) => string[] } {
  const keys = new Map<string, string>()
  for (const doc of docs) for (const answer of answersOf(doc)) if (!keys.has(answer.key)) keys.set(answer.key, answer.label?.[lang] ?? answer.key)
  const order = [...keys.keys()]
  return {
    header: [ENQUIRY_FORM_LABEL[lang], ...order.map((key) => keys.get(key) ?? key)],
    cells: (doc) => {
      const answers = new Map(answersOf(doc).map((a) => [a.key, a.display?.[lang] ?? '']))
      return [typeof doc.formName === 'string' ? doc.formName : '', ...order.map((key) => answers.get(key) ?? '')]
    },
  }
}

const ENQUIRY_FORM_LABEL: Record<AdminLanguage, string> = { ja: 'フォーム', en: 'Form' }

function isWhere(value: unknown): value is Where {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value)
}

/** The list view's filter, its search text and the spam rule, as one query. */
export function exportWhere(query: Record<string, unknown>): Where {
  const and: Where[] = []
  if (isWhere(query.where)) and.push(query.where)
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (search) and.push({ or: ENQUIRY_SEARCH_FIELDS.map((field) => ({ [field]: { like: search } })) })
  if (query.includeSpam !== 'true') and.push({ handling: { not_equals: 'spam' } })
  return { and }
}

function languageOf(req: PayloadRequest): AdminLanguage {
  const asked = req.query?.lang
  if (asked === 'ja' || asked === 'en') return asked
  return req.i18n?.language === 'ja' ? 'ja' : 'en'
}

export const exportFilteredEnquiries: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ message: 'Unauthorized' }, { status: 401 })
  const lang = languageOf(req)
  let where: Where
  try {
    where = exportWhere((req.query ?? {}) as Record<string, unknown>)
  } catch {
    return Response.json({ message: 'Bad filter' }, { status: 400 })
  }
  const docs: EnquiryRow[] = []
  try {
    for (let page = 1; ; page++) {
      const result = await req.payload.find({
        collection: 'enquiries',
        where,
        sort: 'createdAt',
        depth: 1,
        limit: 500,
        page,
        overrideAccess: false,
        user: req.user,
        req,
      })
      for (const doc of result.docs) docs.push(doc as unknown as EnquiryRow)
      if (!result.hasNextPage) break
    }
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 401) return Response.json({ message: 'Forbidden' }, { status: 403 })
    // An unknown field or operator in the filter is the caller's mistake, not the server's.
    req.payload.logger.warn({ err: error }, 'enquiry export with a filter that does not apply')
    return Response.json({ message: 'This filter cannot be exported.' }, { status: 400 })
  }
  // A message's own line breaks (\n, not the \r\n between records) are quoted too, or a spreadsheet splits the row.
  const forms = formColumns(docs, lang)
  const rows = docs.map((doc) => [...enquiryCells(doc, lang), ...forms.cells(doc)])
  const csv = stringify([[...enquiryHeader(lang), ...forms.header], ...rows], { bom: true, escape_formulas: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ })
  const day = formatTokyoTime(new Date().toISOString()).slice(0, 10).replaceAll('/', '-')
  return new Response(csv, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="enquiries-${day}-${lang}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
