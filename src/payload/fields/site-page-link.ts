/**
 * The rich text editor of every collection: Payload's default features, with the link dialog
 * offering a third kind of link, 「サイトのページ」 (a page of this site, picked from a list of every
 * route of src/lib/site-routes.ts). The link stores the page's internal path; the site
 * renders it as that page's URL in the language of the text (src/lib/cms/rich-text-links.ts).
 */
import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Field, FieldAffectingData, TextFieldSingleValidation } from 'payload'

import en from '../../../messages/en.json'
import ja from '../../../messages/ja.json'
import { SITE_ROUTES } from '../../lib/site-routes'
import { SITE_PAGE_LINK_TYPE } from '../../lib/cms/rich-text-links'
import { label } from '../labels'

type PageKey = (typeof SITE_ROUTES)[number]['key']
const nav = (messages: typeof ja, key: PageKey) => (messages.pages[key] as { nav?: string; title: string }).nav ?? messages.pages[key].title

/** "会社情報 › 拠点一覧" / "Company › Our offices": the page under its section, as in the footer. */
function pageLabel(route: (typeof SITE_ROUTES)[number]) {
  const section = 'section' in route ? SITE_ROUTES.find((r) => r.path === route.section) : undefined
  const name = (messages: typeof ja) => (section ? `${nav(messages, section.key)} › ${nav(messages, route.key)}` : nav(messages, route.key))
  return { ja: `${name(ja)}  ${route.path}`, en: `${name(en as typeof ja)}  ${route.path}` }
}

// Only the pages a visitor can land on: the contact form's steps (/contact/Confirm/, /Complete/, /Error/) are not
// listed anywhere and are no link target.
export const SITE_PAGE_OPTIONS = SITE_ROUTES.filter((route) => route.listed).map((route) => ({ label: pageLabel(route), value: route.path }))

const isPageLink = (siblingData: unknown) => (siblingData as { linkType?: string } | undefined)?.linkType === SITE_PAGE_LINK_TYPE

/**
 * Payload labels the link dialog with functions of the admin's translations, which the admin resolves once
 * per server for whichever language asked first (a Japanese editor could get English labels): the same words
 * as static { ja, en } labels, resolved per request.
 */
const DIALOG_LABELS: Record<string, { ja: string; en: string }> = {
  text: label('表示するテキスト', 'Text to display'),
  linkType: label('リンクタイプ', 'Link type'),
  url: label('URL を入力してください', 'Enter a URL'),
  doc: label('リンクするドキュメントを選択してください。', 'Choose a document to link to'),
  newTab: label('新しいタブで開く', 'Open in new tab'),
}
const OPTION_LABELS: Record<string, { ja: string; en: string }> = {
  custom: label('カスタムURL', 'Custom URL'),
  internal: label('内部リンク（記事・キャンペーン）', 'Internal link (article, campaign)'),
}

/** The link dialog's fields: Payload's own, plus the site-page choice and its list of pages. */
export function sitePageLinkFields({ defaultFields }: { defaultFields: FieldAffectingData[] }): Field[] {
  const fields = defaultFields.map((original) => {
    const field = (original.name && DIALOG_LABELS[original.name] ? { ...original, label: DIALOG_LABELS[original.name] } : original) as FieldAffectingData
    if (field.name === 'linkType' && field.type === 'radio') {
      return {
        ...field,
        options: [
          ...field.options.map((option) => (typeof option === 'object' && OPTION_LABELS[option.value] ? { ...option, label: OPTION_LABELS[option.value] } : option)),
          { label: label('サイトのページ', 'Page of this site'), value: SITE_PAGE_LINK_TYPE },
        ],
        admin: { ...field.admin, description: label('URL を入力するか、記事・キャンペーン（内部リンク）またはサイトのページを選びます。', 'Type a URL, or pick an article or campaign (internal link) or a page of this site.') },
      }
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
        // A page link stores its page's path as its url too (saved before SitePagePicker did so: "https://").
        hooks: {
          ...field.hooks,
          beforeChange: [
            ...(field.hooks?.beforeChange ?? []),
            ({ value, siblingData }) => (isPageLink(siblingData) && typeof (siblingData as { page?: unknown }).page === 'string' ? (siblingData as { page: string }).page : value),
          ],
        },
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
      // Also writes the page's path into the hidden `url`, which the editor's link pop-up shows.
      components: { Field: '/payload/admin/SitePagePicker.client#SitePagePicker' },
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

/**
 * The editor set as the config's default `editor`: every rich text field uses it. Internal links go to the
 * collections that have pages of their own (news, campaigns); everything else is a site page or a URL.
 */
export function siteRichTextEditor() {
  return lexicalEditor({
    features: ({ defaultFeatures }) => [...defaultFeatures.filter((feature) => feature.key !== 'link'), LinkFeature({ enabledCollections: ['news', 'campaigns'], fields: sitePageLinkFields })],
  })
}
