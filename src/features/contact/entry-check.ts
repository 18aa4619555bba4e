import { DONE_KEY, DRAFT_KEY } from './draft-storage'

/** What a later step needs stored in this tab: an entry to confirm or retry, or a sent enquiry. */
export type StepRequires = 'draft' | 'done'

/** The attribute the check writes on the gate: whether this tab holds what the step needs. */
export const ENTRY_ATTRIBUTE = 'data-entry'

/**
 * An inline script placed first inside a step's gate (ContactStepGate). It runs while the page is parsed,
 * before the first paint and long before hydration, and marks the gate `data-entry="yes"` or `"no"` from
 * sessionStorage (the same test as `parseDraft` and the done flag), so CSS shows the step or the
 * direct-visit notice at once: no flash of the wrong one on a reload, no wait on the app's scripts for a
 * direct visit. Constant text, so its hash is in every page's script policy.
 */
export function entryCheckScript(): string {
  return (
    '(function(s){var g=s&&s.parentNode,ok=false;if(!g)return;' +
    'try{var d=g.getAttribute("data-requires")==="done",' +
    `v=sessionStorage.getItem(d?${JSON.stringify(DONE_KEY)}:${JSON.stringify(DRAFT_KEY)});` +
    'if(d)ok=!!v;else{var p=v&&JSON.parse(v);ok=!!(p&&typeof p==="object"&&p.values&&typeof p.draftId==="string")}' +
    `}catch(e){}g.setAttribute(${JSON.stringify(ENTRY_ATTRIBUTE)},ok?"yes":"no")})(document.currentScript)`
  )
}
