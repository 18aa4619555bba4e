'use client'

import { type RetargetChoice, RetargetForm } from './RetargetForm.client'

const TEXT = {
  ja: {
    label: '本文のリンクの付け替え先',
    hint: '上の記事の本文(日本語・英語、公開中の版と下書き)にあるこの記事へのリンクを、選んだ記事・キャンペーン・ページへのリンクに書き換えます。公開中の記事はすぐに公開し直されます。',
    choose: '選んでください',
    submit: 'リンクを付け替える',
    done: 'リンクを付け替えました。',
    failed: '付け替えられませんでした',
  },
  en: {
    label: 'Point the text links at',
    hint: 'Rewrites the links to this document in the texts above (Japanese and English, the published version and the draft) to the chosen article, campaign or page. Published texts are published again at once.',
    choose: 'Choose…',
    submit: 'Retarget links',
    done: 'The links point at the new target.',
    failed: 'Could not retarget',
  },
}

/** Points every rich-text link to this document at another article, campaign or page (POST /api/incoming-links/retarget-text). */
export function RetargetTextLinks({ from, choices }: { from: { relationTo: string; value: string | number }; choices: RetargetChoice[] }) {
  return (
    <RetargetForm
      endpoint="/incoming-links/retarget-text"
      text={TEXT}
      testId="retarget-text-links"
      from={from}
      choices={choices}
      style={{ marginTop: '0.75rem' }}
      target={(choice) => {
        // "page:/company/" names a site page by its path, the others a document ("news:12").
        const at = choice.indexOf(':')
        const kind = choice.slice(0, at)
        const value = choice.slice(at + 1)
        if (at < 1 || !value) return null
        return kind === 'page' ? { page: value } : { relationTo: kind, value: Number(value) }
      }}
    />
  )
}
