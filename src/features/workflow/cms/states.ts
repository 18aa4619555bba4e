/**
 * The approval workflow's states and steps (issue 47), shared by the CMS hooks, the endpoint and the admin panel.
 * 下書き → 承認待ち → 公開 (Draft → Awaiting approval → Published). A return sends a document back to 下書き with a
 * comment; an edit of a published document makes it a 下書き again (the published version stays live).
 */
export const APPROVAL_STATES = ['draft', 'review', 'published'] as const
export type ApprovalState = (typeof APPROVAL_STATES)[number]

export const APPROVAL_STATE_LABELS: Record<ApprovalState, { ja: string; en: string }> = {
  draft: { ja: '下書き', en: 'Draft' },
  review: { ja: '承認待ち', en: 'Awaiting approval' },
  published: { ja: '公開', en: 'Published' },
}

/** Steps a person takes (the endpoint's `submit` and `return`; `approve` is a publish by an approver). */
export const APPROVAL_STEPS = ['submit', 'return', 'approve'] as const
export type ApprovalStep = (typeof APPROVAL_STEPS)[number]

export const APPROVAL_STEP_LABELS: Record<ApprovalStep, { ja: string; en: string }> = {
  submit: { ja: '承認を依頼', en: 'Submitted for approval' },
  return: { ja: '差し戻し', en: 'Returned' },
  approve: { ja: '承認して公開', en: 'Approved and published' },
}

/** The global holding the workflow setting (which collections need approval). */
export const WORKFLOW_SETTINGS_SLUG = 'editorial-workflow'
/** Field names the workflow adds to a collection. */
import { APPROVAL_FIELDS } from '../../../lib/cms/approval-keys'

export { APPROVAL_FIELDS }
/** The longest return comment accepted. */
export const COMMENT_MAX = 1000
/** The endpoint's path under /api: POST /api/editorial-workflow/<collection>/<id>/<submit|return>. */
export const WORKFLOW_ENDPOINT = '/editorial-workflow/:collection/:id/:step'
