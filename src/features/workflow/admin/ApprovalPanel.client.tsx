'use client'

import { Button, useAuth, useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { APPROVAL_FIELDS, COMMENT_MAX, WORKFLOW_SETTINGS_SLUG } from '../cms/states'

const TEXT = {
  ja: {
    heading: '承認',
    off: 'このコンテンツは承認なしで公開できます(承認フローの設定)。',
    submit: '承認を依頼する',
    submitHelp: '承認者に依頼します。承認されると公開されます(編集者は直接公開できません)。',
    waiting: '承認待ちです。承認者が確認しています。',
    approveHelp: '内容とプレビューを確認し、承認するには「変更内容を公開」(またはスケジュール公開)を押してください。',
    compare: '公開中の版との差分を見る',
    returnLabel: '差し戻す理由(直してほしい点)',
    returnButton: '差し戻す',
    returned: '差し戻されました。コメントを確認して直し、もう一度依頼してください。',
    saveFirst: '一度保存してから依頼できます。',
    failed: '処理できませんでした。',
  },
  en: {
    heading: 'Approval',
    off: 'This content can be published without approval (approval workflow setting).',
    submit: 'Submit for approval',
    submitHelp: 'Sends it to an approver, who publishes it when approved (editors cannot publish it directly).',
    waiting: 'Awaiting approval: an approver is reviewing it.',
    approveHelp: 'Check the content and the preview; to approve, press Publish changes (or schedule it).',
    compare: 'Compare with the published version',
    returnLabel: 'Why it goes back (what to change)',
    returnButton: 'Return',
    returned: 'Returned: read the comment, make the changes and submit it again.',
    saveFirst: 'Save it once before submitting it.',
    failed: 'That did not work.',
  },
} as const

/**
 * The approval panel in a document's sidebar (features/workflow/cms/approval.ts): the editor's 「承認を依頼する」,
 * and for an approver the link to the version compare view and 「差し戻す」 with a comment (approving is Payload's
 * publish or schedule button). After a step the page reloads, so the form holds the new state.
 */
export function ApprovalPanel() {
  const { i18n } = useTranslation()
  const t = TEXT[i18n.language === 'en' ? 'en' : 'ja']
  const { user } = useAuth()
  const { id, collectionSlug } = useDocumentInfo()
  const { config } = useConfig()
  const state = useFormFields(([fields]) => fields[APPROVAL_FIELDS.state]?.value) as string | undefined
  const comment = useFormFields(([fields]) => fields[APPROVAL_FIELDS.comment]?.value) as string | undefined
  const [required, setRequired] = useState<boolean | null>(null)
  const [note, setNote] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const api = config.routes.api
  const role = (user as { role?: string } | null)?.role
  const approver = role === 'approver' || role === 'admin'

  useEffect(() => {
    let live = true
    fetch(`${api}/globals/${WORKFLOW_SETTINGS_SLUG}?depth=0`, { credentials: 'include' })
      .then((r) => (r.ok ? r.json() : null))
      .then((settings: { approvalRequired?: string[]; updatedAt?: string } | null) => {
        if (!live) return
        // Never saved: the collection's default (news and campaigns), told by the server on the first step.
        const saved = settings?.updatedAt && Array.isArray(settings.approvalRequired)
        setRequired(saved ? settings.approvalRequired!.includes(String(collectionSlug)) : ['news', 'campaigns'].includes(String(collectionSlug)))
      })
      .catch(() => live && setRequired(true))
    return () => {
      live = false
    }
  }, [api, collectionSlug])

  async function take(step: 'submit' | 'return') {
    setBusy(true)
    setError('')
    const response = await fetch(`${api}/editorial-workflow/${String(collectionSlug)}/${String(id)}/${step}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(step === 'return' ? { comment: note } : {}),
    }).catch(() => null)
    if (response?.ok) {
      window.location.reload()
      return
    }
    const body = (await response?.json().catch(() => null)) as { message?: string } | null
    setError(body?.message ?? t.failed)
    setBusy(false)
  }

  if (required === null) return null
  const versions = id ? `${config.routes.admin}/collections/${String(collectionSlug)}/${String(id)}/versions` : null
  return (
    <section className="field-type approval-panel" data-testid="approval-panel" data-state={state ?? 'draft'} aria-labelledby="approval-panel-heading" style={{ display: 'grid', gap: '0.5rem' }}>
      <h3 id="approval-panel-heading" style={{ margin: 0, fontSize: '1rem' }}>
        {t.heading}
      </h3>
      {!required ? (
        <p style={{ margin: 0 }}>{t.off}</p>
      ) : state === 'review' ? (
        <>
          <p style={{ margin: 0 }} role="status">
            {t.waiting}
          </p>
          {versions ? <a href={versions}>{t.compare}</a> : null}
          {approver ? (
            <>
              <p style={{ margin: 0 }}>{t.approveHelp}</p>
              <label htmlFor="approval-return-comment">{t.returnLabel}</label>
              <textarea id="approval-return-comment" rows={3} maxLength={COMMENT_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
              <Button buttonStyle="secondary" size="small" margin={false} disabled={busy || !note.trim()} onClick={() => void take('return')}>
                {t.returnButton}
              </Button>
            </>
          ) : null}
        </>
      ) : (
        <>
          {comment ? <p style={{ margin: 0 }}>{t.returned}</p> : null}
          {id ? (
            <>
              <p style={{ margin: 0 }}>{t.submitHelp}</p>
              <Button buttonStyle="primary" size="small" margin={false} disabled={busy} onClick={() => void take('submit')}>
                {t.submit}
              </Button>
            </>
          ) : (
            <p style={{ margin: 0 }}>{t.saveFirst}</p>
          )}
        </>
      )}
      {error ? (
        <p role="alert" style={{ margin: 0, color: 'var(--theme-error-750)' }}>
          {error}
        </p>
      ) : null}
    </section>
  )
}
