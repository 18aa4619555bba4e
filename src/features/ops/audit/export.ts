/**
 * GET /api/audit-log/export.csv: the entries the admin's list shows (its `where` filter and `search`
 * text), as CSV with Japanese or English headings and labels (`lang`), times in Japan time. Admins only.
 */
import { stringify } from 'csv-stringify/sync'
import type { PayloadHandler, PayloadRequest, Where } from 'payload'

import { roleOf } from '../../../payload/access'
import { formatTokyoTime } from '../../../payload/admin/enquiry-export'
import { AUDIT_ACTIONS, AUDIT_OUTCOMES, AUDIT_SLUG, type AuditAction, type AuditOutcome } from './constants'

const SEARCH_FIELDS = ['userEmail', 'targetType', 'targetId', 'detail', 'clientAddress'] as const
const HEADER = {
  ja: ['日時', '操作', '結果', 'メールアドレス', '対象の種類', '対象の ID', '詳細', '接続元 IP アドレス'],
  en: ['Time', 'Action', 'Outcome', 'E-mail', 'Target type', 'Target ID', 'Details', 'Client address'],
} as const

type Row = { createdAt?: string; action?: AuditAction; outcome?: AuditOutcome; userEmail?: string; targetType?: string; targetId?: string; detail?: string; clientAddress?: string }

export function auditCells(doc: Row, lang: 'ja' | 'en'): string[] {
  return [
    formatTokyoTime(doc.createdAt),
    doc.action ? (AUDIT_ACTIONS[doc.action]?.[lang] ?? doc.action) : '',
    doc.outcome ? (AUDIT_OUTCOMES[doc.outcome]?.[lang] ?? doc.outcome) : '',
    doc.userEmail ?? '',
    doc.targetType ?? '',
    doc.targetId ?? '',
    doc.detail ?? '',
    doc.clientAddress ?? '',
  ]
}

function whereOf(query: Record<string, unknown>): Where {
  const and: Where[] = []
  if (query.where && typeof query.where === 'object' && !Array.isArray(query.where)) and.push(query.where as Where)
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (search) and.push({ or: SEARCH_FIELDS.map((field) => ({ [field]: { like: search } })) })
  return { and }
}

function languageOf(req: PayloadRequest): 'ja' | 'en' {
  const asked = req.query?.lang
  if (asked === 'ja' || asked === 'en') return asked
  return req.i18n?.language === 'ja' ? 'ja' : 'en'
}

export const exportAuditLog: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ message: 'Unauthorized' }, { status: 401 })
  if (roleOf(req.user) !== 'admin') return Response.json({ message: 'Forbidden' }, { status: 403 })
  const lang = languageOf(req)
  const rows: string[][] = []
  try {
    const where = whereOf((req.query ?? {}) as Record<string, unknown>)
    for (let page = 1; ; page++) {
      const result = await req.payload.find({ collection: AUDIT_SLUG, where, sort: '-createdAt', depth: 0, limit: 1000, page, overrideAccess: false, user: req.user, req })
      for (const doc of result.docs) rows.push(auditCells(doc as unknown as Row, lang))
      if (!result.hasNextPage) break
    }
  } catch (error) {
    req.payload.logger.warn({ err: error }, 'audit export with a filter that does not apply')
    return Response.json({ message: 'This filter cannot be exported.' }, { status: 400 })
  }
  const csv = stringify([[...HEADER[lang]], ...rows], { bom: true, escape_formulas: true, record_delimiter: 'windows' })
  const day = formatTokyoTime(new Date().toISOString()).slice(0, 10).replaceAll('/', '-')
  return new Response(csv, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="audit-log-${day}-${lang}.csv"`, 'Cache-Control': 'no-store' },
  })
}
