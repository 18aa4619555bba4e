import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig, type Field } from 'payload'

import { isEditor } from '../../../payload/access'
import { ADMIN_GROUPS, label } from '../../../payload/labels'
import { FIELD_KEY, FORM_BOUNDS, FORM_FIELD_KINDS, type FormFieldKind } from '../definition'

const KIND_LABELS: Record<FormFieldKind, { ja: string; en: string }> = {
  text: label('テキスト(1行)', 'Text (one line)'),
  email: label('メールアドレス', 'E-mail address'),
  phone: label('電話番号', 'Phone number'),
  select: label('選択肢', 'Choice (select)'),
  checkbox: label('チェックボックス', 'Checkbox'),
  textarea: label('テキスト(複数行)', 'Text (several lines)'),
  date: label('日付', 'Date'),
  consent: label('個人情報の取り扱いへの同意', 'Privacy consent'),
}

const fieldRows: Field = {
  name: 'fields',
  label: label('項目', 'Fields'),
  labels: { singular: label('項目', 'Field'), plural: label('項目', 'Fields') },
  type: 'array',
  minRows: 1,
  maxRows: FORM_BOUNDS.fieldsMax,
  required: true,
  validate: (value: unknown) => {
    const list = Array.isArray(value) ? (value as { kind?: string; key?: string }[]) : []
    const keys = list.map((row) => row.key)
    if (new Set(keys).size !== keys.length) return '項目のキーが重複しています。 / Two fields have the same key.'
    if (list.filter((row) => row.kind === 'email').length !== 1) return 'メールアドレスの項目を 1 つ置いてください(返信先になります)。 / Add exactly one e-mail field (staff reply to it).'
    if (!list.some((row) => row.kind === 'consent')) return '個人情報の取り扱いへの同意の項目を置いてください。 / Add the privacy consent field.'
    return true
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'kind', label: label('種類', 'Kind'), type: 'select', required: true, defaultValue: 'text', options: FORM_FIELD_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })) },
        {
          name: 'key',
          label: label('キー(半角英数字)', 'Key (letters and digits)'),
          type: 'text',
          required: true,
          validate: (value: unknown) => (typeof value === 'string' && FIELD_KEY.test(value) ? true : 'a–z で始まる半角英数字 40 文字まで / Letters and digits, starting with a–z, up to 40'),
          admin: { description: label('name と company は受信一覧の件名に使われます。', '“name” and “company” go into the inbox’s title.') },
        },
        { name: 'required', label: label('必須', 'Required'), type: 'checkbox', defaultValue: false },
      ],
    },
    { name: 'label', label: label('ラベル', 'Label'), type: 'text', required: true, localized: true, maxLength: 120 },
    { name: 'help', label: label('補足説明', 'Help text'), type: 'text', localized: true, maxLength: 300 },
    {
      name: 'options',
      label: label('選択肢', 'Options'),
      type: 'array',
      maxRows: FORM_BOUNDS.optionsMax,
      admin: { condition: (_, sibling) => sibling?.kind === 'select' },
      fields: [
        { type: 'row', fields: [
          { name: 'value', label: label('値(半角)', 'Value'), type: 'text', required: true, maxLength: 60 },
          { name: 'label', label: label('表示', 'Label'), type: 'text', required: true, localized: true, maxLength: 120 },
        ] },
      ],
    },
  ],
}

/**
 * A form that has submissions is not deleted (409, with their count): the inbox's filter by form and the export's
 * columns follow the form, and its submissions would be left with a name that points nowhere. The editor takes the
 * form off its pages instead; it can be deleted once its submissions are (the retention task, or an admin).
 */
export const refuseDeleteWithSubmissions: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({ collection: 'enquiries', where: { form: { equals: id } }, overrideAccess: true, req })
  if (totalDocs === 0) return
  const message =
    req.i18n?.language === 'en'
      ? `This form has ${totalDocs} submission${totalDocs === 1 ? '' : 's'} in Enquiries and cannot be deleted. Take it off its pages instead; it can be deleted once its submissions are.`
      : `このフォームにはお問い合わせ一覧に ${totalDocs} 件の送信があるため、削除できません。ページからフォームを外してください。送信がすべて削除された後なら削除できます。`
  const error = new APIError(message, 409, { submissions: totalDocs }, true)
  // Payload's REST answer shows the message only for an error with a name (minified away in the production build).
  error.name = 'DeleteRefused'
  throw error
}

/**
 * Forms editors build and place on landing pages with the 「フォーム」 block (issue 46). A submission goes through
 * the contact form's pipeline (tokens, limits, storage, outbox) and is stored as an enquiry with the form's name.
 */
export const Forms: CollectionConfig = {
  slug: 'forms',
  labels: { singular: label('フォーム', 'Form'), plural: label('フォーム', 'Forms') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'notifyTo', 'updatedAt'],
    group: ADMIN_GROUPS.enquiries,
    description: label(
      'ランディングページに置くフォームです。送信内容はお問い合わせ一覧にフォーム名付きで届きます。',
      'Forms placed on landing pages. Submissions arrive in Enquiries under the form’s name.',
    ),
  },
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { beforeDelete: [refuseDeleteWithSubmissions] },
  fields: [
    { name: 'name', label: label('フォーム名(受信一覧に表示)', 'Form name (shown in the inbox)'), type: 'text', required: true, unique: true, maxLength: 100 },
    { name: 'title', label: label('見出し', 'Heading'), type: 'text', localized: true, maxLength: 120 },
    {
      name: 'notifyTo',
      label: label('通知先メールアドレス', 'Staff notification address'),
      type: 'email',
      required: true,
      // The public site reads the form; the address is for staff only.
      access: { read: ({ req }) => Boolean(req.user) },
      admin: { description: label('送信があるたびに、このアドレスへ通知が届きます。', 'Each submission is notified to this address.') },
    },
    {
      name: 'confirmation',
      label: label('送信完了の文言', 'Confirmation text'),
      type: 'textarea',
      localized: true,
      maxLength: 1000,
      admin: { description: label('送信が完了したときに表示されます。', 'Shown when the submission is complete.') },
    },
    fieldRows,
  ],
}
