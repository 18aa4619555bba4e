'use client'

import { createContext, Fragment, type ReactNode, useContext, useMemo } from 'react'

import type messages from '../../../messages/ja.json'

/**
 * The `contact` messages the browser needs (ja.json is the typed source; the mail texts and the direct-visit
 * notice are rendered on the server only).
 */
export type ContactStrings = Omit<(typeof messages)['contact'], 'mail' | 'direct'>

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** A key of the contact messages, dotted ('form.email'); a namespace narrows it ('privacyDialog' → 'title'). */
export type ContactKey = Leaves<ContactStrings>

type Values = Record<string, string | number>

export type ContactText = {
  (key: ContactKey, values?: Values): string
  /** A message with tags ('<fields></fields>'): each tag's function renders its part. */
  rich: (key: ContactKey, tags: Record<string, (chunks: ReactNode) => ReactNode>) => ReactNode
}

const ContactStringsContext = createContext<ContactStrings | null>(null)

/**
 * Gives the contact steps' client components their strings (messages `contact.*`, passed by the server from
 * the page's catalog), without next-intl's client runtime and message parser, which would cost every
 * contact page about 20 KB of script for a few dozen plain strings with `{name}` placeholders.
 */
export function ContactStringsProvider({ strings, children }: { strings: ContactStrings; children: ReactNode }) {
  return <ContactStringsContext.Provider value={strings}>{children}</ContactStringsContext.Provider>
}

function lookup(strings: ContactStrings, key: string): string {
  let node: unknown = strings
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  if (typeof node !== 'string') throw new Error(`contact message ${key} is missing`)
  return node
}

const fill = (text: string, values?: Values) => (values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text)

/** The translator of the contact strings: `t('form.email')`, `t('errors.tooLong', { max: 30 })`, `t.rich(…)`. */
export function useContactText(): ContactText {
  const strings = useContext(ContactStringsContext)
  if (!strings) throw new Error('useContactText needs a ContactStringsProvider (ContactMessages)')
  return useMemo(() => {
    const rich: ContactText['rich'] = (key, tags) =>
      lookup(strings, key)
        .split(/(<\w+>[\s\S]*?<\/\w+>)/)
        .map((part, index) => {
          const tag = /^<(\w+)>([\s\S]*?)<\/\1>$/.exec(part)
          const render = tag ? tags[tag[1]] : undefined
          return <Fragment key={index}>{render && tag ? render(tag[2]) : part}</Fragment>
        })
    return Object.assign((key: ContactKey, values?: Values) => fill(lookup(strings, key), values), { rich })
  }, [strings])
}
