/**
 * The approval workflow (承認, issue 47), applied to a collection with one call: `withEditorialWorkflow(News,
 * { approvalByDefault: true })` in payload.config.ts. It adds
 * - fields: the state (承認状態, read-only), the panel with the editor's and approver's buttons, the last return
 *   comment and the document's approval history (each step: who, when, comment);
 * - access: while the workflow is on for the collection (the 承認フロー setting, a global), only an approver or an
 *   admin may publish or schedule: `update`/`create` with `_status: 'published'` are refused for an editor, which
 *   hides Payload's publish and schedule buttons and refuses the REST API and the schedule drawer alike;
 * - hooks: a save that would publish (REST without `?draft=true` on a published document too) is refused for an
 *   editor; the state and history are written by the server only (a form's or a client's values are ignored); the
 *   steps are recorded in the audit log and notified by e-mail through the outbox (notify.ts).
 * Steps: submit and return go through the endpoint (endpoint.ts); approve is the approver's publish (now or by
 * Payload's scheduled publish, which runs as the approver who scheduled it).
 */
import {
  type Access,
  type AccessArgs,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type Field,
  Forbidden,
  type GlobalConfig,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { isAdmin, isStaff, mayApprove } from '../../../payload/access'
import { ADMIN_GROUPS, label } from '../../../payload/labels'
import { notifyStep } from './notify'
import { APPROVAL_FIELDS, APPROVAL_STATE_LABELS, APPROVAL_STATES, APPROVAL_STEP_LABELS, APPROVAL_STEPS, type ApprovalState, type ApprovalStep, WORKFLOW_SETTINGS_SLUG } from './states'

type Doc = Record<string, unknown> & { id?: number | string; _status?: string }
type HistoryRow = { step: ApprovalStep; at: string; by: string; comment?: string | null }
/** What the endpoint asks of a save (req.context), so only it can submit or return. */
export type StepRequest = { step: 'submit' | 'return'; comment?: string }
export const STEP_CONTEXT = 'editorialWorkflowStep'
const DONE_CONTEXT = 'editorialWorkflowDone'
import { KEEP_APPROVAL_CONTEXT } from '../../../lib/cms/approval-keys'

export { KEEP_APPROVAL_CONTEXT }

type WorkflowOptions = { approvalByDefault: boolean }
const CUSTOM_KEY = 'editorialWorkflow'

/** The collections the workflow is applied to, and which need approval when the setting was never saved. */
export function workflowCollections(collections: CollectionConfig[]): { slug: string; label: unknown; approvalByDefault: boolean }[] {
  return collections.flatMap((collection) => {
    const options = collection.custom?.[CUSTOM_KEY] as WorkflowOptions | undefined
    return options ? [{ slug: collection.slug, label: collection.labels?.plural ?? collection.slug, approvalByDefault: options.approvalByDefault }] : []
  })
}

/** The 承認フロー setting: which collections need an approver's sign-off before publishing. Admins change it. */
export function workflowSettingsGlobal(collections: CollectionConfig[]): GlobalConfig {
  const covered = workflowCollections(collections)
  return {
    slug: WORKFLOW_SETTINGS_SLUG,
    label: label('承認フロー', 'Approval workflow'),
    admin: { group: ADMIN_GROUPS.settings },
    access: { read: isStaff, update: isAdmin },
    fields: [
      {
        name: 'approvalRequired',
        label: label('承認が必要なコンテンツ', 'Content that needs approval'),
        type: 'select',
        hasMany: true,
        options: covered.map(({ slug, label: plural }) => ({ value: slug, label: plural as never })),
        defaultValue: covered.filter((c) => c.approvalByDefault).map((c) => c.slug),
        admin: {
          description: label(
            'ここで選んだコンテンツは、編集者が直接公開・公開予約できません。編集者が承認を依頼し、承認者が承認(公開または予約)します。',
            'Editors cannot publish or schedule the content chosen here: they submit it for approval, and an approver approves it (publishes or schedules it).',
          ),
        },
      },
    ],
  }
}

/** Whether the collection needs approval now (the setting, or the collection's default while it was never saved). */
export async function approvalRequired(req: PayloadRequest, slug: string): Promise<boolean> {
  const options = (req.payload.collections as Record<string, { config: CollectionConfig } | undefined>)[slug]?.config.custom?.[CUSTOM_KEY] as WorkflowOptions | undefined
  if (!options) return false
  const settings = (await req.payload.findGlobal({ slug: WORKFLOW_SETTINGS_SLUG as never, depth: 0, overrideAccess: true, req }).catch(() => null)) as {
    approvalRequired?: unknown
    updatedAt?: unknown
  } | null
  if (settings?.updatedAt && Array.isArray(settings.approvalRequired)) return settings.approvalRequired.includes(slug)
  return options.approvalByDefault
}

const wantsPublish = (data: unknown) => (data as Doc | undefined)?._status === 'published'

/** An access rule that also refuses an editor's publish (and schedule) while the collection needs approval. */
function guardPublish(slug: string, rule: Access | undefined): Access {
  return async (args: AccessArgs) => {
    const base = rule ? await rule(args) : Boolean(args.req.user)
    if (!base || !wantsPublish(args.data) || mayApprove(args.req.user)) return base
    return (await approvalRequired(args.req, slug)) ? false : base
  }
}

const t = (text: { ja: string; en: string }, req: PayloadRequest) => (req.i18n?.language === 'en' ? text.en : text.ja)

function forbidden(req: PayloadRequest, message: { ja: string; en: string }): Forbidden {
  const error = new Forbidden(req.t)
  error.message = t(message, req)
  return error
}

const NEEDS_APPROVAL = {
  ja: 'このコンテンツは承認が必要です。「承認を依頼する」から承認者に依頼してください(編集者は直接公開・公開予約できません)。',
  en: 'This content needs approval: submit it for approval (editors cannot publish or schedule it directly).',
}

function beforeChange(slug: string): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, operation }) => {
    const previous = (operation === 'update' ? originalDoc : undefined) as Doc | undefined
    const prevState = (APPROVAL_STATES as readonly string[]).includes(String(previous?.[APPROVAL_FIELDS.state])) ? (previous?.[APPROVAL_FIELDS.state] as ApprovalState) : 'draft'
    const history = Array.isArray(previous?.[APPROVAL_FIELDS.history]) ? (previous[APPROVAL_FIELDS.history] as HistoryRow[]) : []
    let state = prevState
    let comment = (previous?.[APPROVAL_FIELDS.comment] as string | null | undefined) ?? null
    let step: HistoryRow | null = null
    const by = String((req.user as { email?: string } | null)?.email ?? '')
    const at = new Date().toISOString()
    // Published after this save: an explicit publish, or a save without ?draft=true of a published document.
    const publishes = data._status === 'published' || (data._status === undefined && previous?._status === 'published')
    const requested = req.context?.[STEP_CONTEXT] as StepRequest | undefined
    const required = req.user ? await approvalRequired(req, slug) : false

    const keep = req.context?.[KEEP_APPROVAL_CONTEXT] as Doc | undefined
    if (keep && typeof keep === 'object') {
      if (publishes && req.user && required && !mayApprove(req.user)) throw forbidden(req, NEEDS_APPROVAL)
      for (const key of [APPROVAL_FIELDS.state, APPROVAL_FIELDS.comment, APPROVAL_FIELDS.history]) data[key] = keep[key] ?? (key === APPROVAL_FIELDS.history ? [] : key === APPROVAL_FIELDS.state ? 'draft' : null)
      return data
    }
    if (publishes) {
      if (req.user && required && !mayApprove(req.user)) throw forbidden(req, NEEDS_APPROVAL)
      // An approver's publish (or their scheduled publish, run as them) is the approval, when one was asked for.
      if (required && req.user && data._status === 'published') step = { step: 'approve', at, by, comment: null }
      state = 'published'
      comment = null
    } else if (requested) {
      if (requested.step === 'submit') {
        if (prevState === 'review') throw new ValidationError({ errors: [{ message: t({ ja: 'すでに承認待ちです。', en: 'Already awaiting approval.' }, req), path: APPROVAL_FIELDS.state }] })
        state = 'review'
        comment = null
        step = { step: 'submit', at, by, comment: null }
      } else {
        if (!mayApprove(req.user)) throw forbidden(req, { ja: '差し戻しは承認者だけができます。', en: 'Only an approver can return a submission.' })
        if (prevState !== 'review') throw new ValidationError({ errors: [{ message: t({ ja: '承認待ちではありません。', en: 'Not awaiting approval.' }, req), path: APPROVAL_FIELDS.state }] })
        state = 'draft'
        comment = requested.comment ?? null
        step = { step: 'return', at, by, comment }
      }
    } else if (data._status === 'draft' && prevState === 'published') {
      // An edit of a published document is a new draft; the published version stays live until approved.
      state = 'draft'
    }
    // The state, comment and history are the server's: whatever a form or a client sent for them is replaced.
    data[APPROVAL_FIELDS.state] = state
    data[APPROVAL_FIELDS.comment] = comment
    data[APPROVAL_FIELDS.history] = step ? [...history.map(({ step: s, at: a, by: b, comment: c }) => ({ step: s, at: a, by: b, comment: c })), step] : history.map(({ step: s, at: a, by: b, comment: c }) => ({ step: s, at: a, by: b, comment: c }))
    if (step) req.context = { ...req.context, [DONE_CONTEXT]: { ...(req.context?.[DONE_CONTEXT] as object), [slug]: step } }
    return data
  }
}

function afterChange(slug: string): CollectionAfterChangeHook {
  return async ({ doc, req }) => {
    const done = (req.context?.[DONE_CONTEXT] as Record<string, HistoryRow> | undefined)?.[slug]
    if (!done) return doc
    req.context = { ...req.context, [DONE_CONTEXT]: { ...(req.context?.[DONE_CONTEXT] as object), [slug]: undefined } }
    await notifyStep(req, slug, doc as Doc, done)
    return doc
  }
}

const historyField: Field = {
  name: APPROVAL_FIELDS.history,
  label: label('承認の履歴', 'Approval history'),
  labels: { singular: label('記録', 'Step'), plural: label('記録', 'Steps') },
  type: 'array',
  admin: { readOnly: true, initCollapsed: true, description: label('承認の依頼・差し戻し・承認の記録です(自動で記録されます)。', 'Each submission, return and approval, recorded automatically.') },
  fields: [
    { name: 'step', label: label('操作', 'Step'), type: 'select', required: true, options: APPROVAL_STEPS.map((value) => ({ value, label: APPROVAL_STEP_LABELS[value] })) },
    { name: 'at', label: label('日時', 'When'), type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'yyyy/MM/dd HH:mm' } } },
    { name: 'by', label: label('担当者', 'By'), type: 'text' },
    { name: 'comment', label: label('コメント', 'Comment'), type: 'textarea' },
  ],
}

/** The state, the panel and the return comment lead the sidebar; the history follows the content. */
function sidebarFields(): Field[] {
  return [
    {
      name: APPROVAL_FIELDS.state,
      label: label('承認状態', 'Approval'),
      type: 'select',
      defaultValue: 'draft',
      index: true,
      options: APPROVAL_STATES.map((value) => ({ value, label: APPROVAL_STATE_LABELS[value] })),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: APPROVAL_FIELDS.panel,
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/features/workflow/admin/ApprovalPanel.client#ApprovalPanel' } },
    },
    { name: APPROVAL_FIELDS.comment, label: label('差し戻しコメント', 'Return comment'), type: 'textarea', admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.[APPROVAL_FIELDS.comment]) } },
  ]
}

/** Applies the approval workflow to a collection with drafts (see the top of this file). */
export function withEditorialWorkflow(collection: CollectionConfig, options: WorkflowOptions): CollectionConfig {
  if (!collection.versions || typeof collection.versions !== 'object' || !collection.versions.drafts) throw new Error(`${collection.slug}: the approval workflow needs drafts`)
  const slug = collection.slug
  const columns = collection.admin?.defaultColumns
  return {
    ...collection,
    custom: { ...collection.custom, [CUSTOM_KEY]: options },
    admin: { ...collection.admin, ...(columns ? { defaultColumns: [...columns, APPROVAL_FIELDS.state] } : {}) },
    access: { ...collection.access, create: guardPublish(slug, collection.access?.create), update: guardPublish(slug, collection.access?.update) },
    hooks: {
      ...collection.hooks,
      beforeChange: [...(collection.hooks?.beforeChange ?? []), beforeChange(slug)],
      afterChange: [...(collection.hooks?.afterChange ?? []), afterChange(slug)],
    },
    fields: [...sidebarFields(), ...collection.fields, historyField],
  }
}
