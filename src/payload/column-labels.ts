/**
 * List columns' sort buttons are named 「タイトルにより並べ替え 昇順」, built by Payload's SortColumn from the
 * client field's label with no translation step, so our two-language labels ({ ja, en }) read
 * "[object Object]により並べ替え". A label given as a function is resolved in the admin's language when
 * Payload builds the client config, so the column gets a string. This turns the labels of every field that
 * can be a list column (top-level data fields, also inside rows, collapsibles and unnamed tabs) into such
 * functions, for every collection, including ones added later (`plugins: [columnLabelsPlugin()]`).
 * Labels of fields inside named groups are already strings there (Payload translates them for the prefix).
 *
 * Payload 3.90 caches the client fields it hands to server-rendered fields per collection, not per admin language
 * (getClientSchemaMap in @payloadcms/ui): a label function resolved there keeps the language of whichever admin
 * opened that collection first since the server started ("Body — 日本語" in the Japanese admin). Rich text is
 * drawn that way (Lexical's field is a server component), so its label is also given as a Label component that
 * picks { ja, en } in the browser (admin/TwoLanguageLabel.client.tsx); the function still names its list column.
 */
import type { CollectionConfig, Field, LabelFunction, Plugin } from 'payload'

type TwoLanguages = { ja: string; en: string }

const isTwoLanguages = (label: unknown): label is TwoLanguages =>
  Boolean(label) && typeof label === 'object' && typeof (label as TwoLanguages).ja === 'string' && typeof (label as TwoLanguages).en === 'string'

const TWO_LANGUAGE_LABEL = '/payload/admin/TwoLanguageLabel.client#TwoLanguageLabel'

export const inLanguage = (label: TwoLanguages): LabelFunction => ({ i18n }) => (i18n.language === 'ja' ? label.ja : label.en)

function columnFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'row' || field.type === 'collapsible') return { ...field, fields: columnFields(field.fields) }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ('name' in tab && tab.name ? tab : { ...tab, fields: columnFields(tab.fields) })) }
    if (field.type === 'richText' && isTwoLanguages(field.label) && !field.admin?.components?.Label) {
      const Label = { path: TWO_LANGUAGE_LABEL, clientProps: { label: field.label } }
      return { ...field, label: inLanguage(field.label), admin: { ...field.admin, components: { ...field.admin?.components, Label } } } as Field
    }
    if ('name' in field && 'label' in field && isTwoLanguages(field.label)) return { ...field, label: inLanguage(field.label) } as Field
    return field
  })
}

export function columnLabelsPlugin(): Plugin {
  return (config) => ({
    ...config,
    collections: config.collections?.map((collection: CollectionConfig) => ({ ...collection, fields: columnFields(collection.fields) })),
  })
}
