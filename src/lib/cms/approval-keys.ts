/**
 * The approval workflow's field names and the request-context key of a write that keeps a document's approval
 * as it is (features/workflow owns the workflow; the CMS core's link retarget, src/payload/retarget-text-links.ts,
 * needs only these names, and the core may not import features).
 */
export const APPROVAL_FIELDS = { state: 'approvalState', comment: 'approvalComment', history: 'approvalHistory', panel: 'approvalPanel' } as const
/** A server-side write that changes no content's approval (the link retarget): the approval fields it gives are kept. */
export const KEEP_APPROVAL_CONTEXT = 'editorialWorkflowKeep'
