import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { CtaBand } from './CtaBand'

/** The standard closing band: talk to us, with a link to the contact form. */
export async function ContactCta({ locale, title, text }: { locale: Locale; title?: string; text?: string }) {
  const s = await getTranslations({ locale, namespace: 'sections' })
  return (
    <CtaBand title={title ?? s('contactCtaTitle')} text={text ?? s('contactCtaText')}>
      <Link href="/contact/" className="button">
        {s('contactCtaButton')}
      </Link>
    </CtaBand>
  )
}
