import type { AbstractIntlMessages } from 'next-intl'

/**
 * Namespaces that client components read with useTranslations. Everything else renders on the
 * server, so only these are serialized into the page for the browser.
 */
export const CLIENT_NAMESPACES = ['layout', 'errors', 'contactForm', 'runtime'] as const

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {}
  for (const ns of CLIENT_NAMESPACES) {
    if (ns in messages) picked[ns] = messages[ns]
  }
  return picked
}
