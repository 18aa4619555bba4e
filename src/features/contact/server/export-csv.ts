/**
 * GET /api/enquiries/export.csv: every enquiry as CSV, for signed-in staff only. UTF-8 with a BOM so
 * Excel opens Japanese text correctly; cells that start like a formula are escaped (CSV injection).
 */
import { stringify } from 'csv-stringify/sync'
import type { PayloadHandler } from 'payload'

const COLUMNS = [
  'id',
  'createdAt',
  'locale',
  'subject',
  'lastName',
  'firstName',
  'company',
  'jobTitle',
  'email',
  'phone',
  'message',
  'privacyAccepted',
  'noSalesConfirmed',
  'handling',
] as const

export const exportEnquiriesCsv: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ message: 'Unauthorized' }, { status: 401 })
  const rows: unknown[][] = []
  for (let page = 1; ; page++) {
    // Runs with the signed-in user's access, so only staff who may read enquiries get rows.
    const result = await req.payload.find({
      collection: 'enquiries',
      sort: 'createdAt',
      depth: 0,
      limit: 500,
      page,
      overrideAccess: false,
      user: req.user,
      req,
    })
    for (const doc of result.docs) {
      const record = doc as unknown as Record<string, unknown>
      rows.push(COLUMNS.map((c) => record[c] ?? ''))
    }
    if (!result.hasNextPage) break
  }
  const csv = stringify(rows, { header: true, columns: [...COLUMNS], bom: true, escape_formulas: true, record_delimiter: 'windows' })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="enquiries-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
