import type { CheckboxField, DateField, GroupField } from 'payload'

import { LOCALES } from '../../i18n/locales'
import { LANGUAGES_FIELD } from '../../lib/cms/query'
import { label } from '../labels'

const NAMES = { ja: { ja: '日本語', en: 'Japanese' }, en: { ja: '英語', en: 'English' } } as const

/**
 * 「公開する言語」: per-language publishing (issue 47, docs/decisions.md E13). For each locale a switch (on by default,
 * so a document is published in every language unless an editor turns one off) and an optional time from which
 * that language is live (a schedule per language; the pages expire at that moment through the publishing lane's
 * expiry job, publish-date.ts). Not localized: the group says which languages exist, so it is the same in every
 * locale's form. The site's loaders filter with `localeLiveWhere` / `isLiveIn` (lib/cms/query.ts).
 */
export const languagesField: GroupField = {
  name: LANGUAGES_FIELD,
  type: 'group',
  label: label('公開する言語', 'Published languages'),
  admin: {
    position: 'sidebar',
    description: label(
      'オフにした言語では、公開してもページは存在しません(404、一覧・検索・サイトマップにも出ません)。日時を入れると、その言語はその時刻から公開されます。',
      'A language switched off has no page even when the document is published (404, and absent from lists, search and the sitemap). With a time set, that language goes live at that time.',
    ),
  },
  fields: LOCALES.flatMap((locale): (CheckboxField | DateField)[] => [
    { name: `${locale}On`, type: 'checkbox', label: label(`${NAMES[locale].ja}で公開する`, `Publish in ${NAMES[locale].en}`), defaultValue: true },
    {
      name: `${locale}From`,
      type: 'date',
      label: label(`${NAMES[locale].ja}の公開日時(任意)`, `${NAMES[locale].en} live from (optional)`),
      admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'yyyy/MM/dd HH:mm' }, condition: (_data, siblingData) => (siblingData as Record<string, unknown> | undefined)?.[`${locale}On`] === true },
    },
  ]),
}

/** The per-language publish times of a document (the `<locale>From` dates), for the expiry jobs. */
export function languageTimes(doc: Record<string, unknown>): string[] {
  const group = doc[LANGUAGES_FIELD] as Record<string, unknown> | undefined
  if (!group) return []
  return LOCALES.flatMap((locale) => {
    const at = group[`${locale}From`]
    return group[`${locale}On`] === true && typeof at === 'string' && at ? [at] : []
  })
}
