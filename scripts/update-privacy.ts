/**
 * One-off for a database seeded before 2026-12-01: brings the privacy policy's unedited articles up to the current
 * text (APPI Art. 32 address and representative, safety measures with 外的環境, …) and lists the articles an editor
 * changed, which it never touches (src/features/legal/privacy-update.ts). A dry run unless `--apply`:
 *   npm run legal:update-privacy            # what would change
 *   npm run legal:update-privacy -- --apply # change it (a new published version; the old one stays in its history)
 * Exit code 0 when done or nothing to do, 2 when the page has an unpublished draft (publish or discard it first).
 */
import './dotenv'

import { getPayload } from 'payload'

import config from '../src/payload/payload.config'
import { updatePrivacyPolicy } from '../src/features/legal/privacy-update'

const apply = process.argv.includes('--apply')
const payload = await getPayload({ config })
const result = await updatePrivacyPolicy(payload, { apply })
const lines = [`privacy policy: ${result.status}${result.id !== undefined ? ` (legal-pages ${result.id})` : ''}`]
for (const [lang, report] of Object.entries(result.locales)) {
  if (report.replaced.length) lines.push(`  ${lang}: current wording for ${report.replaced.join(' / ')}`)
  if (report.added.length) lines.push(`  ${lang}: added ${report.added.join(' / ')}`)
  if (report.keptEdited.length) lines.push(`  ${lang}: edited by an editor, kept as it is (bring the new items in by hand): ${report.keptEdited.join(' / ')}`)
}
if (result.status === 'would-update') lines.push('dry run: nothing written; run again with --apply')
if (result.status === 'draft-pending') lines.push('the page has an unpublished draft: publish or discard it in the admin, then run again')
console.log(lines.join('\n'))
process.exit(result.status === 'draft-pending' ? 2 : 0)
