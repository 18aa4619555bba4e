import type { CollectionConfig } from 'payload'

import { queueMailDelivery } from '../server/outbox'
import { handlesEnquiries, isAdmin } from '../../../payload/access'
import { ADMIN_GROUPS, label } from '../../../payload/labels'
import { deleteMailJobs } from './enquiry-deletion'
import { OUTBOX_SYSTEM_WRITE } from './enquiry-inbox'

/** Times of attempts and sending, written as everywhere in the admin (Payload's default is "12/01/2026"). */
const DAY_AND_TIME = { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'yyyy/MM/dd HH:mm' } as const

/**
 * The mail outbox. Each enquiry writes its staff notification and the visitor's acknowledgement here,
 * in the same transaction as the enquiry, and queues a `deliverContactMail` job per mail. A mail stays
 * `pending` until the SMTP server accepts it, however long that takes (see features/contact/server/outbox.ts).
 * Past the site-wide ceiling, acknowledgements to visitors are `held`: staff read them here and release
 * one by setting its status to "Waiting to be sent", which queues its delivery. Nothing else is editable;
 * admins may delete a mail (with its queued delivery), and deleting an enquiry deletes its mails.
 */
export const ContactMails: CollectionConfig = {
  slug: 'contact-mails',
  labels: { singular: { en: 'Outgoing mail', ja: '送信メール' }, plural: { en: 'Mail outbox', ja: '送信メール' } },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'kind', 'to', 'status', 'attempts', 'sentAt'],
    group: ADMIN_GROUPS.enquiries,
  },
  access: {
    read: handlesEnquiries,
    create: () => false,
    update: handlesEnquiries,
    // Admins clear test mails; a mail's queued delivery goes with it.
    delete: isAdmin,
  },
  hooks: {
    beforeDelete: [deleteMailJobs],
    beforeChange: [
      ({ operation, originalDoc, data, req, context }) => {
        // Staff may only release a held mail (held → pending); the outbox's own writes run without a
        // user, except the job id it records when a release queues the delivery.
        if (operation !== 'update' || !req.user || !originalDoc || context[OUTBOX_SYSTEM_WRITE]) return data
        const releasing = originalDoc.status === 'held' && data.status === 'pending'
        return { ...originalDoc, status: releasing ? 'pending' : originalDoc.status, jobId: data.jobId ?? originalDoc.jobId }
      },
    ],
    afterChange: [
      async ({ operation, previousDoc, doc, req, context }) => {
        if (operation === 'update' && req.user && !context[OUTBOX_SYSTEM_WRITE] && previousDoc?.status === 'held' && doc.status === 'pending') {
          await queueMailDelivery(req.payload, doc.id, req)
        }
        return doc
      },
    ],
  },
  defaultSort: '-createdAt',
  fields: [
    // Empty for a mail of the approval workflow (features/workflow), which goes through the same outbox.
    { name: 'enquiry', label: label('お問い合わせ', 'Enquiry'), type: 'relationship', relationTo: 'enquiries', index: true },
    {
      name: 'kind',
      label: label('種類', 'Kind'),
      type: 'select',
      required: true,
      options: [
        { label: { en: 'Staff notification', ja: 'スタッフへの通知' }, value: 'staff' },
        { label: { en: 'Acknowledgement', ja: '受付確認' }, value: 'acknowledgement' },
        { label: { en: 'Approval workflow notice', ja: '承認フローの通知' }, value: 'workflow' },
      ],
    },
    { name: 'to', label: label('宛先', 'To'), type: 'text', required: true },
    { name: 'replyTo', label: label('返信先', 'Reply to'), type: 'text' },
    { name: 'subject', label: label('件名', 'Subject'), type: 'text', required: true },
    { name: 'text', label: label('本文(テキスト)', 'Text'), type: 'textarea', required: true },
    { name: 'html', label: label('本文(HTML)', 'HTML'), type: 'textarea', admin: { description: label('エスケープ済みの HTML をソースのまま表示しています。', 'Escaped HTML part, shown here as source.') } },
    {
      name: 'status',
      label: label('状態', 'Status'),
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: { en: 'Waiting to be sent', ja: '送信待ち' }, value: 'pending' },
        // Held: an acknowledgement past the site-wide ceiling, or a staff notification of an enquiry marked as spam.
        { label: { en: 'Held (limit reached or spam)', ja: '保留中(上限に到達、または迷惑メール)' }, value: 'held' },
        { label: { en: 'Sent', ja: '送信済み' }, value: 'sent' },
      ],
    },
    { name: 'attempts', label: label('送信試行回数', 'Attempts'), type: 'number', required: true, defaultValue: 0 },
    { name: 'lastAttemptAt', label: label('最終試行日時', 'Last attempt'), type: 'date', index: true, admin: { date: DAY_AND_TIME } },
    { name: 'lastError', label: label('最後のエラー', 'Last error'), type: 'text' },
    { name: 'sentAt', label: label('送信日時', 'Sent at'), type: 'date', admin: { date: DAY_AND_TIME } },
    { name: 'messageId', label: label('メッセージ ID', 'Message ID'), type: 'text' },
    // The queued job that will (re)try this mail; the sweeper queues a new one if it gave up.
    { name: 'jobId', label: label('ジョブ ID', 'Job ID'), type: 'text' },
  ],
}
