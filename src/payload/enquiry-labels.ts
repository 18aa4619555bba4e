/**
 * Labels of the enquiry inbox in both admin languages: used by the collection's fields and by the CSV
 * export, so the admin and the spreadsheet say the same. Subject labels are the contact form's own
 * (messages/*.json), so staff read what the visitor chose.
 */
import en from '../../messages/en.json'
import ja from '../../messages/ja.json'
import { CONTACT_SUBJECTS, type ContactSubject } from '../features/contact/constants'
import { label } from './labels'

export type AdminLanguage = 'ja' | 'en'

export const SUBJECT_LABELS: Record<ContactSubject, { ja: string; en: string }> = Object.fromEntries(
  CONTACT_SUBJECTS.map((value) => [value, label(ja.contact.subjects[value], en.contact.subjects[value])]),
) as Record<ContactSubject, { ja: string; en: string }>

export const HANDLING_STATES = ['new', 'inProgress', 'done', 'spam'] as const
export type HandlingState = (typeof HANDLING_STATES)[number]

export const HANDLING_LABELS: Record<HandlingState, { ja: string; en: string }> = {
  new: label('未対応', 'New'),
  inProgress: label('対応中', 'In progress'),
  done: label('対応済み', 'Done'),
  spam: label('迷惑メール', 'Spam'),
}

export const ENQUIRY_FIELD_LABELS = {
  id: label('ID', 'ID'),
  createdAt: label('受信日時(日本時間)', 'Received (Japan time)'),
  locale: label('言語', 'Language'),
  subject: label('お問い合わせ種別', 'Subject'),
  lastName: label('姓', 'Last name'),
  firstName: label('名', 'First name'),
  company: label('会社名', 'Company'),
  jobTitle: label('役職', 'Job title'),
  email: label('メールアドレス', 'E-mail'),
  phone: label('電話番号', 'Phone'),
  message: label('お問い合わせ内容', 'Message'),
  privacyAccepted: label('プライバシーポリシー同意', 'Privacy policy accepted'),
  noSalesConfirmed: label('営業目的でない旨の確認', 'Not a sales pitch (confirmed)'),
  marketingOptIn: label('製品情報メールの希望', 'Product news by e-mail (opted in)'),
  handling: label('対応状況', 'Handling'),
  assignee: label('担当者', 'Assignee'),
  internalNotes: label('以前のメモ', 'Earlier note'),
  notes: label('社内メモ', 'Internal notes'),
  title: label('お問い合わせ', 'Enquiry'),
  mailsQueued: label('メール送信待ちに登録済み', 'Mails queued'),
  idempotencyKey: label('重複送信防止キー', 'Idempotency key'),
} as const

export const LOCALE_NAMES = { ja: label('日本語', 'Japanese'), en: label('英語', 'English') } as const
