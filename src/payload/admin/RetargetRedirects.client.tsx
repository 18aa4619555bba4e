'use client'

import { type RetargetChoice, RetargetForm } from './RetargetForm.client'

const TEXT = {
  ja: { label: 'リダイレクトの転送先', choose: '選んでください', submit: '転送先を変える', done: '転送先を変えました。', failed: '変更できませんでした' },
  en: { label: 'Point the redirects at', choose: 'Choose…', submit: 'Retarget redirects', done: 'The redirects point at the new target.', failed: 'Could not retarget' },
}

/** Points every redirect to this document at another article or campaign (POST /api/incoming-links/retarget). */
export function RetargetRedirects({ from, choices }: { from: { relationTo: string; value: string | number }; choices: RetargetChoice[] }) {
  return (
    <RetargetForm
      endpoint="/incoming-links/retarget"
      text={TEXT}
      testId="retarget-redirects"
      from={from}
      choices={choices}
      style={{ marginBottom: '0.75rem' }}
      target={(choice) => {
        const [relationTo, value] = choice.split(':')
        return relationTo && value ? { relationTo, value: Number(value) } : null
      }}
    />
  )
}
