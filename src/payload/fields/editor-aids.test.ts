import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { decorateLocalizedFields, isFilled, localeCompleteness, localizedValues, richTextPlainText, withAfterInput } from './localized-fields'
import { collectReferences, mayReference } from './media-references'

const text = (t: string) => ({ root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: t }] }] } })

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text' },
  { name: 'image', type: 'upload', relationTo: 'media' },
  { name: 'body', type: 'richText', localized: true },
  { type: 'collapsible', label: 'Message', fields: [{ name: 'headline', type: 'text', localized: true }] },
  { name: 'cta', type: 'group', fields: [{ name: 'label', type: 'text', localized: true }, { name: 'url', type: 'text' }] },
  { name: 'gallery', type: 'array', fields: [{ name: 'picture', type: 'upload', relationTo: 'media' }, { name: 'caption', type: 'text', localized: true }] },
  {
    type: 'tabs',
    tabs: [{ name: 'meta', fields: [{ name: 'image', type: 'upload', relationTo: 'media', localized: true }, { name: 'og', type: 'relationship', relationTo: ['media', 'news'], hasMany: true }] }],
  },
]

describe('the other locale beside localized fields', () => {
  it('decorates every localized field, nested ones included, and nothing else', () => {
    const decorated = decorateLocalizedFields(fields, (f) => withAfterInput(f, 'X'))
    const after = (f: Field) => (f as { admin?: { components?: { afterInput?: unknown[] } } }).admin?.components?.afterInput
    expect(after(decorated[0])).toEqual(['X'])
    expect(after(decorated[1])).toBeUndefined()
    expect(after(decorated[3])).toEqual(['X'])
    expect(after((decorated[4] as { fields: Field[] }).fields[0])).toEqual(['X'])
    expect(after((decorated[5] as { fields: Field[] }).fields[0])).toEqual(['X'])
    expect(after((decorated[5] as { fields: Field[] }).fields[1])).toBeUndefined()
    expect(after((decorated[6] as { fields: Field[] }).fields[1])).toEqual(['X'])
    // Applying it twice adds the component once.
    expect(after(withAfterInput(decorated[0], 'X'))).toEqual(['X'])
  })

  it('reads rich text as plain lines', () => {
    const doc = { root: { type: 'root', children: [{ type: 'heading', children: [{ type: 'text', text: '見出し' }] }, { type: 'list', children: [{ type: 'listitem', children: [{ type: 'text', text: 'a' }, { type: 'link', children: [{ type: 'text', text: 'b' }] }] }] }, { type: 'paragraph', children: [] }] } }
    expect(richTextPlainText(doc)).toBe('見出し\nab')
    expect(isFilled(text('  '))).toBe(false)
    expect(isFilled(text('x'))).toBe(true)
    expect(isFilled('')).toBe(false)
  })

  it('tells which locales are complete, partial or not written', () => {
    const doc = {
      title: { ja: 'タイトル', en: 'Title' },
      body: { ja: text('本文'), en: text('') },
      headline: { ja: '見出し' },
      cta: { label: { ja: '', en: '' } },
      gallery: [{ caption: { ja: '写真', en: 'Photo' } }],
      meta: { image: { ja: 3, en: 3 } },
    }
    const values = localizedValues(fields, doc)
    expect(values.map((v) => v.path)).toEqual(['title', 'body', 'headline', 'cta.label', 'gallery.0.caption', 'meta.image'])
    const status = localeCompleteness(values, ['ja', 'en'])
    expect(status.ja.state).toBe('complete')
    expect(status.en).toMatchObject({ state: 'partial' })
    expect(status.en.missing).toHaveLength(2) // body and headline
    expect(localeCompleteness(localizedValues(fields, { title: { ja: 'だけ' } }), ['ja', 'en']).en.state).toBe('empty')
  })
})

describe('media references', () => {
  it('finds uploads in fields, groups, arrays, tabs, polymorphic relations and rich text', () => {
    const out = new Set<string>()
    collectReferences(
      fields,
      {
        image: 1,
        body: { root: { children: [{ type: 'upload', relationTo: 'media', value: { id: 2 } }, { type: 'link', fields: { doc: { relationTo: 'news', value: 9 } } }] } },
        gallery: [{ picture: 3 }, { picture: null }],
        meta: { image: 4, og: [{ relationTo: 'media', value: 5 }, { relationTo: 'news', value: 6 }] },
      },
      'media',
      out,
    )
    expect([...out].sort()).toEqual(['1', '2', '3', '4', '5'])
  })

  it('knows which collections may use media', () => {
    expect(mayReference([{ name: 'body', type: 'richText' }], 'media')).toBe(true)
    expect(mayReference([{ name: 'to', type: 'relationship', relationTo: 'news' }, { name: 't', type: 'text' }], 'media')).toBe(false)
  })
})
