/**
 * Generic walks over a collection's (or global's) field tree, used by the editing aids for translators
 * (src/payload/editor-aids.ts): find every localized field, and tell per locale which ones are filled.
 * They read the config, so collections added later get the same treatment without edits.
 */
import type { Field } from 'payload'

/** Field types that render Payload's `afterInput` slot, where the other locale's value is shown. */
const COMPARABLE_TYPES = new Set(['text', 'textarea', 'richText', 'email', 'number', 'date', 'select', 'radio', 'code', 'array', 'blocks'])

export const LOCALE_COMPARE_COMPONENT = '/payload/admin/locale-compare.client#LocaleCompare'

type AnyField = Field & { name?: string; localized?: boolean; fields?: Field[]; admin?: { components?: { afterInput?: unknown[] } } }

/**
 * A copy of `fields` with `decorate` applied to every localized field that can show something after its
 * input; fields inside a localized array or group are localized with it and get it too.
 */
export function decorateLocalizedFields(fields: Field[], decorate: (field: Field) => Field, insideLocalized = false): Field[] {
  return fields.map((field) => {
    const f = field as AnyField
    const localized = insideLocalized || Boolean(f.localized)
    let next: Field = field
    if (localized && COMPARABLE_TYPES.has(field.type)) next = decorate(field)
    if ('fields' in next && Array.isArray(next.fields) && next.type !== 'array') {
      next = { ...next, fields: decorateLocalizedFields(next.fields, decorate, localized) } as Field
    } else if (next.type === 'array') {
      next = { ...next, fields: decorateLocalizedFields(next.fields, decorate, localized) }
    } else if (next.type === 'blocks') {
      next = { ...next, blocks: next.blocks.map((block) => ({ ...block, fields: decorateLocalizedFields(block.fields, decorate, localized) })) }
    } else if (next.type === 'tabs') {
      next = { ...next, tabs: next.tabs.map((tab) => ({ ...tab, fields: decorateLocalizedFields(tab.fields, decorate, localized || Boolean((tab as { localized?: boolean }).localized)) })) }
    }
    return next
  })
}

/** Adds a component to a field's `afterInput` slot (once). */
export function withAfterInput(field: Field, component: string): Field {
  const f = field as AnyField
  const existing = (f.admin?.components?.afterInput ?? []) as unknown[]
  if (existing.includes(component)) return field
  return { ...field, admin: { ...f.admin, components: { ...f.admin?.components, afterInput: [...existing, component] } } } as Field
}

export function hasLocalizedFields(fields: Field[]): boolean {
  return fields.some((field) => {
    const f = field as AnyField
    if (f.localized) return true
    if (field.type === 'tabs') return field.tabs.some((tab) => (tab as { localized?: boolean }).localized || hasLocalizedFields(tab.fields))
    if (field.type === 'blocks') return field.blocks.some((block) => hasLocalizedFields(block.fields))
    return Array.isArray(f.fields) && hasLocalizedFields(f.fields)
  })
}

/** True when a stored value counts as written: text with characters, rich text with text, a non-empty list, any id. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim().length > 0
  if (typeof value === 'number' || typeof value === 'boolean') return true
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object' && 'root' in value) return richTextPlainText(value).trim().length > 0
  return true
}

/** The words of a Lexical document, each block (paragraph, heading, list item) on a line of its own. */
export function richTextPlainText(value: unknown): string {
  type Node = { type?: string; text?: unknown; children?: Node[] }
  const text = (node: Node): string => (typeof node.text === 'string' ? node.text : '') + (node.children ?? []).map(text).join('')
  const lines = (node: Node): string[] => (node.type === 'list' ? (node.children ?? []).flatMap(lines) : [text(node)])
  const root = (value as { root?: Node } | null)?.root
  return (root?.children ?? []).flatMap(lines).filter((line) => line.trim()).join('\n')
}

export type LocalizedValue = { path: string; label: unknown; values: Record<string, unknown> }

/**
 * Every localized value of a document read with `locale: 'all'` (each localized field holds
 * `{ ja: …, en: … }`), as one entry per field path with its value in each locale. A localized
 * array, group or block list counts as one entry (filled when it has any content).
 */
export function localizedValues(fields: Field[], data: unknown, prefix = ''): LocalizedValue[] {
  const out: LocalizedValue[] = []
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>
  for (const field of fields) {
    const f = field as AnyField
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const named = 'name' in tab && tab.name
        if (named && (tab as { localized?: boolean }).localized) out.push({ path: `${prefix}${tab.name}`, label: tab.label ?? tab.name, values: localeMap(record[tab.name]) })
        else out.push(...localizedValues(tab.fields, named ? record[tab.name] : data, named ? `${prefix}${tab.name}.` : prefix))
      }
      continue
    }
    if (!f.name) {
      if (Array.isArray(f.fields)) out.push(...localizedValues(f.fields, data, prefix))
      continue
    }
    const value = record[f.name]
    const path = `${prefix}${f.name}`
    if (f.localized) {
      out.push({ path, label: 'label' in f ? f.label : f.name, values: localeMap(value) })
      continue
    }
    if (field.type === 'group') out.push(...localizedValues(field.fields, value, `${path}.`))
    else if (field.type === 'array' && Array.isArray(value)) value.forEach((row, i) => out.push(...localizedValues(field.fields, row, `${path}.${i}.`)))
    else if (field.type === 'blocks' && Array.isArray(value)) {
      value.forEach((row, i) => {
        const block = field.blocks.find((b) => b.slug === (row as { blockType?: string })?.blockType)
        if (block) out.push(...localizedValues(block.fields, row, `${path}.${i}.`))
      })
    }
  }
  return out
}

function localeMap(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  return {}
}

export type LocaleCompleteness = 'complete' | 'partial' | 'empty'

/**
 * Per locale: complete when every localized field written in any locale is written in this one too,
 * empty when none is, partial otherwise (with the labels of what is missing).
 */
export function localeCompleteness(entries: LocalizedValue[], locales: readonly string[]): Record<string, { state: LocaleCompleteness; missing: unknown[] }> {
  const expected = entries.filter((entry) => locales.some((locale) => isFilled(entry.values[locale])))
  const result: Record<string, { state: LocaleCompleteness; missing: unknown[] }> = {}
  for (const locale of locales) {
    const missing = expected.filter((entry) => !isFilled(entry.values[locale]))
    const state: LocaleCompleteness = expected.length > 0 && missing.length === 0 ? 'complete' : missing.length === expected.length ? 'empty' : 'partial'
    result[locale] = { state, missing: missing.map((m) => m.label) }
  }
  return result
}
