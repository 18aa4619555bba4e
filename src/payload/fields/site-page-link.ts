/**
 * The rich text editor of every collection: Payload's default features, with the link dialog
 * offering a third kind of link, 「サイトのページ」 (a page of this site, picked from a list of every
 * route of src/features/navigation/site-routes.ts). The link stores the page's internal path; the site
 * renders it as that page's URL in the language of the text (src/lib/cms/rich-text-links.ts).
 */
import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Field, FieldAffectingData, TextFieldSingleValidation } from 'payload'

import en from '../../../messages/en.json'
import ja from '../../../messages/ja.json'
import { SITE_ROUTES } from '../../features/navigation/site-routes'
import { SITE_PAGE_LINK_TYPE } from '../../lib/cms/rich-text-links'
import { label } from '../labels'

type PageKey = (typeof SITE_ROUTES)[number]['key']
const nav = (messages: typeof ja, key: PageKey) => (messages.pages[key] as { nav?: string; title: string }).nav ?? messages.pages[key].title

/** "会社情報 › 国内拠点" / "Company › Japan offices": the page under its section, as in the footer. */
function pageLabel(route: (typeof SITE_ROUTES)[number]) {
  const section = 'section' in route ? SITE_ROUTES.find((r) => r.path === route.section) : undefined
  const name = (messages: typeof ja) => (section ? `${nav(messages, section.key)} › ${nav(messages, route.key)}` : nav(messages, route.key))
  return { ja: `${name(ja)}  ${route.path}`, en: `${name(en as typeof ja)}  ${route.path}` }
}

export const SITE_PAGE_OPTIONS = SITE_ROUTES.map((route) => ({ label: pageLabel(route), value: route.path }))

const isPageLink = (siblingData: unknown) => (siblingData as { linkType?: string } | undefined)?.linkType === SITE_PAGE_LINK_TYPE

/** The link dialog's fields: Payload's own, plus the site-page choice and its list of pages. */
export function sitePageLinkFields({ defaultFields }: { defaultFields: FieldAffectingData[] }): Field[] {
  const fields = defaultFields.map((field) => {
    if (field.name === 'linkType' && field.type === 'radio') {
      return { ...field, options: [...field.options, { label: label('サイトのページ', 'Page of this site'), value: SITE_PAGE_LINK_TYPE }] }
    }
    if (field.name === 'url' && field.type === 'text') {
      const validate = field.validate as TextFieldSingleValidation | undefined
      const condition = field.admin?.condition
      return {
        ...field,
        admin: {
          ...field.admin,
          condition: (data, siblingData, context) => !isPageLink(siblingData) && (condition ? condition(data, siblingData, context) : true),
        },
        validate: ((value, options) => (isPageLink(options.siblingData) ? true : validate ? validate(value, options) : true)) as TextFieldSingleValidation,
      } as Field
    }
    return field as Field
  })
  const page: Field = {
    name: 'page',
    type: 'select',
    label: label('ページ', 'Page'),
    options: SITE_PAGE_OPTIONS,
    admin: {
      condition: (_data, siblingData) => isPageLink(siblingData),
      description: label('英語の本文では英語版のページにリンクします。', 'In English text the link goes to the English page.'),
    },
    validate: (value: unknown, { siblingData }: { siblingData: unknown }) =>
      !isPageLink(siblingData) || (typeof value === 'string' && SITE_PAGE_OPTIONS.some((o) => o.value === value)) ? true : 'ページを選んでください / Choose a page',
  }
  const urlIndex = fields.findIndex((f) => 'name' in f && f.name === 'url')
  fields.splice(urlIndex + 1, 0, page)
  return fields
}

/** The editor set as the config's default `editor`: every rich text field uses it. */
export function siteRichTextEditor() {
  return lexicalEditor({
    features: ({ defaultFeatures }) => [...defaultFeatures.filter((feature) => feature.key !== 'link'), LinkFeature({ fields: sitePageLinkFields })],
  })
}
