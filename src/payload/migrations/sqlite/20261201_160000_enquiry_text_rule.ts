import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { repairText } from '../../../lib/text-rules'

/**
 * Enquiries follow the one text rule (lib/text-rules.ts, issue 41 §6): lengths in code points, no invisible format
 * characters or lone surrogates in what the visitor typed. Rows stored before it (a name of 50 emoji passed the form
 * and broke every later update; bidi overrides reached the staff mail's subject) are repaired in place. The limits
 * are the contact form's as of this migration (features/contact/constants.ts).
 */
const SINGLE_LINE = { lastName: 50, firstName: 50, company: 100, jobTitle: 100, phone: 40 } as const
const MULTI_LINE = { message: 4000, internalNotes: 4000 } as const

export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  for (let page = 1; ; page++) {
    const batch = await payload.find({
      collection: 'enquiries',
      // Only the columns this migration reads: a later migration's columns and tables (the note thread) do not exist yet
      // when it runs on an older database.
      select: { lastName: true, firstName: true, company: true, jobTitle: true, phone: true, message: true, internalNotes: true },
      depth: 0,
      limit: 200,
      page,
      pagination: true,
      overrideAccess: true,
      req,
    })
    for (const doc of batch.docs as unknown as Record<string, unknown>[]) {
      const data: Record<string, string> = {}
      for (const [field, max] of Object.entries(SINGLE_LINE)) {
        const value = doc[field]
        if (typeof value === 'string' && repairText(value, max) !== value) data[field] = repairText(value, max)
      }
      for (const [field, max] of Object.entries(MULTI_LINE)) {
        const value = doc[field]
        if (typeof value === 'string' && repairText(value, max, { multiLine: true }) !== value) data[field] = repairText(value, max, { multiLine: true })
      }
      if (Object.keys(data).length > 0) await payload.db.updateOne({ collection: 'enquiries', id: doc.id as number, data, req })
    }
    if (!batch.hasNextPage) break
  }
}

/** What was removed is not kept: nothing to undo. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
