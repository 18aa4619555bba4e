import type { CollectionConfig } from 'payload'

import { CONTACT_BOUNDS as B, CONTACT_SUBJECTS } from '../constants'
import { codePointText } from './text-validation'
import type { TextFieldSingleValidation, TextareaFieldValidation } from 'payload'
import { LOCALES } from '../../../i18n/locales'
import { handlesEnquiries, isAdmin } from '../../../payload/access'
import { exportFilteredEnquiries } from '../../../payload/admin/enquiry-export'
import { ENQUIRY_FIELD_LABELS as F, HANDLING_LABELS, HANDLING_STATES, LOCALE_NAMES, SUBJECT_LABELS } from '../../../payload/enquiry-labels'
import { ADMIN_GROUPS, label } from '../../../payload/labels'
import { deleteEnquiryMails, recordEnquiryDeletion } from './enquiry-deletion'
import { hideSpamByDefault, holdSpamNotification, setEnquiryTitle, signNotes } from './enquiry-inbox'

/**
 * Contact enquiries. Only the contact endpoint creates them (through the Local API); staff who handle
 * enquiries read them in the admin, set a handling state (spam is kept, not deleted), an assignee and
 * internal notes, and export the list they filtered. Values are stored exactly as sent and shown as
 * text by React in the admin, so HTML in an enquiry is never rendered.
 */
/** A submission of a CMS form (features/forms) has no contact-form name, company or message of its own to check. */
function unlessForm(validate: TextFieldSingleValidation & TextareaFieldValidation): TextFieldSingleValidation & TextareaFieldValidation {
  const check = (value: string | null | undefined, options: { data?: unknown }) =>
    (options.data as { form?: unknown } | undefined)?.form ? true : (validate as (v: unknown, o: unknown) => ReturnType<TextFieldSingleValidation>)(value, options)
  return check as unknown as TextFieldSingleValidation & TextareaFieldValidation
}

export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  labels: { singular: label('お問い合わせ', 'Enquiry'), plural: label('お問い合わせ', 'Enquiries') },
  admin: {
    // 姓 名 / 会社名 / 受信日時: two enquiries from one company are told apart (enquiry-inbox.ts).
    useAsTitle: 'title',
    defaultColumns: ['title', 'createdAt', 'formName', 'subject', 'email', 'marketingOptIn', 'handling', 'assignee'],
    // Spam is out of the list until the filter asks for a 対応状況 (the 「迷惑メールを表示」 link above the list).
    baseFilter: hideSpamByDefault,
    group: ADMIN_GROUPS.enquiries,
    listSearchableFields: ['company', 'lastName', 'firstName', 'email', 'message'],
    description: label(
      'お問い合わせフォームからの送信内容です。絞り込んだ一覧を CSV に書き出せます(迷惑メールは含みません)。',
      'Enquiries from the contact form. Export the filtered list as CSV (spam is left out).',
    ),
    components: {
      beforeListTable: ['/payload/admin/EnquiryExportButton.client#EnquiryExportButton', '/payload/admin/SpamToggle.client#SpamToggle'],
    },
  },
  access: {
    read: handlesEnquiries,
    create: () => false,
    update: handlesEnquiries,
    delete: isAdmin,
  },
  // An enquiry goes with its outbox mails and their queued deliveries (enquiry-deletion.ts).
  hooks: {
    beforeChange: [setEnquiryTitle, signNotes],
    afterChange: [holdSpamNotification],
    beforeDelete: [deleteEnquiryMails],
    afterDelete: [recordEnquiryDeletion],
  },
  defaultSort: '-createdAt',
  endpoints: [
    // The older address answers with the same export (all but spam, labels, Japan time) for existing scripts.
    { path: '/export.csv', method: 'get', handler: exportFilteredEnquiries },
    { path: '/export-filtered.csv', method: 'get', handler: exportFilteredEnquiries },
  ],
  fields: [
    {
      name: 'title',
      label: F.title,
      type: 'text',
      // Not `hidden`: a hidden field is no list column, and the list's first column (the link to the enquiry) is
      // this title, with a CMS form's name in front (issue 46). Left out of the edit view by its condition.
      admin: { readOnly: true, condition: () => false },
    },
    {
      // A submission of a form built in the CMS (features/forms): which form, its name then, and every answer
      // with its labels in both languages as the visitor saw them (the export's columns, the mails).
      name: 'form',
      label: label('フォーム', 'Form'),
      type: 'relationship',
      relationTo: 'forms',
      index: true,
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.form) },
    },
    { name: 'formName', label: label('フォーム名', 'Form name'), type: 'text', index: true, admin: { readOnly: true, condition: (data) => Boolean(data?.formName) } },
    {
      name: 'formAnswers',
      label: label('フォームの回答', 'Form answers'),
      type: 'json',
      // Kept for the export's columns and the mails. Payload's JSON editor loads its code editor from a CDN, which
      // the admin's policy (rightly) refuses, so staff read the same answers, one "label: answer" line each, in
      // お問い合わせ内容 (message) instead.
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'subject',
      label: F.subject,
      type: 'select',
      required: true,
      options: CONTACT_SUBJECTS.map((value) => ({ label: SUBJECT_LABELS[value], value })),
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'lastName', label: F.lastName, type: 'text', required: true, validate: unlessForm(codePointText(B.nameMax, { required: true })), admin: { readOnly: true } },
        { name: 'firstName', label: F.firstName, type: 'text', required: true, validate: unlessForm(codePointText(B.nameMax, { required: true })), admin: { readOnly: true } },
      ],
    },
    { name: 'company', label: F.company, type: 'text', required: true, validate: unlessForm(codePointText(B.companyMax, { required: true })), admin: { readOnly: true } },
    { name: 'jobTitle', label: F.jobTitle, type: 'text', validate: codePointText(B.jobTitleMax), admin: { readOnly: true } },
    { name: 'email', label: F.email, type: 'email', required: true, admin: { readOnly: true } },
    { name: 'phone', label: F.phone, type: 'text', validate: codePointText(40), admin: { readOnly: true } },
    { name: 'message', label: F.message, type: 'textarea', required: true, validate: unlessForm(codePointText(B.messageMax, { required: true, multiLine: true })), admin: { readOnly: true } },
    { name: 'privacyAccepted', label: F.privacyAccepted, type: 'checkbox', required: true, defaultValue: false, admin: { readOnly: true } },
    { name: 'noSalesConfirmed', label: F.noSalesConfirmed, type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
    {
      // The visitor's own tick (unticked by default) for product information by e-mail (Act on Specified
      // Electronic Mail, Art. 3): without it, no marketing mail goes to this address.
      name: 'marketingOptIn',
      label: F.marketingOptIn,
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true },
    },
    {
      // The thread of staff notes: each signed and dated when saved, never overwritten (enquiry-inbox.ts).
      name: 'notes',
      label: F.notes,
      labels: { singular: label('メモ', 'Note'), plural: label('社内メモ', 'Internal notes') },
      type: 'array',
      admin: {
        description: label(
          'スタッフだけが見るメモです。お客様には送られません。保存したメモには書いた人と日時が付き、あとから変更・削除はできません。',
          'Seen by staff only; never sent to the visitor. A saved note is signed and dated and cannot be changed or removed.',
        ),
        components: { RowLabel: '/payload/admin/EnquiryNoteLabel.client#EnquiryNoteLabel' },
      },
      fields: [
        { name: 'text', label: label('メモ', 'Note'), type: 'textarea', required: true, validate: codePointText(4000, { required: true, multiLine: true }) },
        {
          type: 'row',
          fields: [
            { name: 'author', label: label('書いた人', 'Written by'), type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
            { name: 'writtenAt', label: label('日時', 'Written at'), type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy/MM/dd HH:mm' } } },
          ],
        },
      ],
    },
    {
      // The single note field of earlier versions, kept read-only where it has text.
      name: 'internalNotes',
      label: F.internalNotes,
      type: 'textarea',
      validate: codePointText(4000, { multiLine: true }),
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.internalNotes),
        description: label('以前のメモ欄です(読み取り専用)。新しいメモは上の社内メモに追加してください。', 'The earlier single note field (read-only). Add new notes above.'),
      },
    },
    {
      name: 'handling',
      label: F.handling,
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: HANDLING_STATES.map((value) => ({ label: HANDLING_LABELS[value], value })),
      admin: {
        position: 'sidebar',
        // Spam is marked in the list (a badge), not one more row like the others.
        components: { Cell: '/payload/admin/HandlingCell#HandlingCell' },
        description: label('迷惑メールは削除されずに残り、CSV には含まれません。', 'Spam is kept, not deleted, and left out of CSV exports.'),
      },
    },
    {
      name: 'assignee',
      label: F.assignee,
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Staff accounts are made by admins under ユーザー, not from an enquiry.
      admin: { position: 'sidebar', allowCreate: false },
    },
    {
      name: 'locale',
      label: F.locale,
      type: 'select',
      required: true,
      options: LOCALES.map((value) => ({ label: LOCALE_NAMES[value], value })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      // The nonce of the form token this enquiry used; unique, so a token carries one enquiry only.
      name: 'formTokenId',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, hidden: true },
    },
    {
      type: 'collapsible',
      label: label('技術情報', 'Technical details'),
      admin: { position: 'sidebar', initCollapsed: true },
      fields: [
        {
          // Set once the enquiry's outbox mails exist. SQLite runs without transactions, so a crash
          // between the two writes is repaired by the outbox sweeper instead (no mail is ever skipped).
          name: 'mailsQueued',
          label: F.mailsQueued,
          type: 'checkbox',
          defaultValue: false,
          index: true,
          admin: { readOnly: true, disableListColumn: true, disableListFilter: true },
        },
        {
          // Made in the browser once per draft; unique, so a double-clicked Submit stores one enquiry.
          name: 'idempotencyKey',
          label: F.idempotencyKey,
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { readOnly: true, disableListColumn: true, disableListFilter: true },
        },
      ],
    },
  ],
}
