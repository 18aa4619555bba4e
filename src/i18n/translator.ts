import type { _Translator, createFormatter, Messages, NamespaceKeys, NestedKeyOf } from 'next-intl'

/**
 * What a view needs to say things in one locale, whoever made it: `getTranslations` / `getFormatter` on the
 * server, `createTranslator` / `createFormatter` in the browser (the admin's live preview). Views that take these
 * instead of calling the server functions render the same markup in both places.
 */
export type Translator<NS extends NamespaceKeys<Messages, NestedKeyOf<Messages>>> = _Translator<Messages, NS>
export type Formatter = ReturnType<typeof createFormatter>
