import type messages from '../../messages/ja.json'

/** A static page's message namespace under `pages` (title, description, lead, nav, eyebrow). */
export type PageKey = keyof (typeof messages)['pages']
