/**
 * A form built in the CMS (collection `forms`), as the site uses it in one language: the fields in order,
 * each with its label, help and options. Shared by the page (server), the browser and the endpoint.
 * No zod here: the browser loads the checks (schema.ts) with the form block only.
 */
export const FORM_FIELD_KINDS = ['text', 'email', 'phone', 'select', 'checkbox', 'textarea', 'date', 'consent'] as const
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number]

/** A field's key: what the endpoint receives and the export's column is keyed by. */
export const FIELD_KEY = /^[a-z][a-zA-Z0-9]{0,39}$/

/** Bounds of the fields a form can have (the contact form's where they mean the same). */
export const FORM_BOUNDS = { textMax: 200, textareaMax: 4000, emailMax: 254, fieldsMax: 30, optionsMax: 50 } as const

export type FormFieldDef = {
  key: string
  kind: FormFieldKind
  label: string
  help: string
  required: boolean
  options: { value: string; label: string }[]
}

export type FormDef = {
  id: number
  name: string
  title: string
  confirmation: string
  fields: FormFieldDef[]
}

export type FormValues = Record<string, string | boolean>

/** What a fresh form holds: ticks unticked, everything else empty. */
export function emptyFormValues(form: Pick<FormDef, 'fields'>): FormValues {
  return Object.fromEntries(form.fields.map((field) => [field.key, field.kind === 'checkbox' || field.kind === 'consent' ? false : '']))
}

type Raw = Record<string, unknown>
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
const rows = (value: unknown): Raw[] => (Array.isArray(value) ? value.filter((row): row is Raw => Boolean(row) && typeof row === 'object') : [])

/** A stored `forms` document (read in one language) as the site uses it; null when it is unusable. */
export function toFormDef(doc: unknown): FormDef | null {
  if (!doc || typeof doc !== 'object') return null
  const raw = doc as Raw
  const id = Number(raw.id)
  if (!Number.isInteger(id)) return null
  const seen = new Set<string>()
  const fields: FormFieldDef[] = []
  for (const row of rows(raw.fields)) {
    const key = str(row.key)
    const kind = (FORM_FIELD_KINDS as readonly unknown[]).includes(row.kind) ? (row.kind as FormFieldKind) : null
    const label = str(row.label)
    if (!kind || !FIELD_KEY.test(key) || seen.has(key) || !label) continue
    seen.add(key)
    const options = kind === 'select' ? rows(row.options).flatMap((o) => (str(o.value) && str(o.label) ? [{ value: str(o.value), label: str(o.label) }] : [])) : []
    if (kind === 'select' && options.length === 0) continue
    fields.push({ key, kind, label, help: str(row.help), required: kind === 'consent' || row.required === true, options })
  }
  if (fields.length === 0) return null
  return { id, name: str(raw.name), title: str(raw.title), confirmation: str(raw.confirmation), fields }
}
