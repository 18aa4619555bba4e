/** The audit log's actions and outcomes, with their labels in both admin languages. */
export const AUDIT_SLUG = 'audit-log'

export const AUDIT_ACTIONS = {
  signIn: { ja: 'サインイン', en: 'Sign-in' },
  signInFailed: { ja: 'サインイン失敗', en: 'Failed sign-in' },
  publish: { ja: '公開', en: 'Publish' },
  unpublish: { ja: '公開停止', en: 'Unpublish' },
  delete: { ja: '削除', en: 'Delete' },
  userCreate: { ja: 'ユーザー追加', en: 'User added' },
  userUpdate: { ja: 'ユーザー情報の変更', en: 'User changed' },
  roleChange: { ja: '役割の変更', en: 'Role changed' },
  enquiryExport: { ja: 'お問い合わせの書き出し', en: 'Enquiry export' },
  enquiryView: { ja: 'お問い合わせの閲覧', en: 'Enquiry viewed' },
  retentionRun: { ja: '保存期間を過ぎたデータの削除', en: 'Retention run' },
  approvalSubmit: { ja: '承認依頼', en: 'Submitted for approval' },
  approvalReturn: { ja: '差し戻し', en: 'Returned for changes' },
  approvalApprove: { ja: '承認(公開)', en: 'Approved (published)' },
} as const
export type AuditAction = keyof typeof AUDIT_ACTIONS

export const AUDIT_OUTCOMES = {
  success: { ja: '成功', en: 'Succeeded' },
  failure: { ja: '失敗', en: 'Failed' },
} as const
export type AuditOutcome = keyof typeof AUDIT_OUTCOMES
