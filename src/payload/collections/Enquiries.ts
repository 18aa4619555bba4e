import type { CollectionConfig } from 'payload'

import { CONTACT_BOUNDS as B, CONTACT_SUBJECTS } from '../../features/contact/constants'
import { exportEnquiriesCsv } from '../../features/contact/server/export-csv'
import { LOCALES } from '../../i18n/locales'
import { isAdmin, isStaff } from '../access'

/**
 * Contact enquiries. Only the contact endpoint creates them (through the Local API); staff read them
 * in the admin and export them as CSV. Nothing here is public. Values are stored exactly as sent and
 * shown as text by React in the admin, so HTML in an enquiry is never rendered.
 */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  labels: { singular: { en: 'Enquiry', ja: 'お問い合わせ' }, plural: { en: 'Enquiries', ja: 'お問い合わせ' } },
  admin: {
    useAsTitle: 'company',
    defaultColumns: ['createdAt', 'subject', 'company', 'lastName', 'email', 'handling'],
    group: { en: 'Enquiries', ja: 'お問い合わせ' },
    description: {
      en: 'Enquiries from the contact form. Export them as CSV at /api/enquiries/export.csv (staff only).',
      ja: 'お問い合わせフォームからの送信内容です。CSV は /api/enquiries/export.csv から書き出せます(スタッフのみ)。',
    },
  },
  access: {
    read: isStaff,
    create: () => false,
    update: isStaff,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportEnquiriesCsv }],
  fields: [
    {
      name: 'subject',
      type: 'select',
      required: true,
      options: CONTACT_SUBJECTS.map((value) => ({ label: value, value })),
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'lastName', type: 'text', required: true, maxLength: B.nameMax, admin: { readOnly: true } },
        { name: 'firstName', type: 'text', required: true, maxLength: B.nameMax, admin: { readOnly: true } },
      ],
    },
    { name: 'company', type: 'text', required: true, maxLength: B.companyMax, admin: { readOnly: true } },
    { name: 'jobTitle', type: 'text', maxLength: B.jobTitleMax, admin: { readOnly: true } },
    { name: 'email', type: 'email', required: true, admin: { readOnly: true } },
    { name: 'phone', type: 'text', maxLength: 40, admin: { readOnly: true } },
    { name: 'message', type: 'textarea', required: true, maxLength: B.messageMax, admin: { readOnly: true } },
    { name: 'privacyAccepted', type: 'checkbox', required: true, defaultValue: false, admin: { readOnly: true } },
    { name: 'noSalesConfirmed', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: LOCALES.map((value) => ({ label: value, value })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'handling',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: [
        { label: { en: 'New', ja: '未対応' }, value: 'new' },
        { label: { en: 'In progress', ja: '対応中' }, value: 'inProgress' },
        { label: { en: 'Done', ja: '対応済み' }, value: 'done' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      // Set once the enquiry's outbox mails exist. SQLite runs without transactions, so a crash
      // between the two writes is repaired by the outbox sweeper instead (no mail is ever skipped).
      name: 'mailsQueued',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      // Made in the browser once per draft; unique, so a double-clicked Submit stores one enquiry.
      name: 'idempotencyKey',
      type: 'text',
      required: true,
      unique: true,
      index: true,
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
  ],
}
