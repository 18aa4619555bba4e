import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { LegalDocument } from '@/components/sections/LegalDocument'
import { Section } from '@/components/sections/Section'
import { TagRegister } from '@/features/legal/TagRegister'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { getLegalPage } from '@/lib/cms/content'
import { CONSENT_SETTINGS_ANCHOR } from '@/lib/consent/constants'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'externalTransmission', '/ExternalTransmission/')
}

/**
 * The external-transmission policy (Telecommunications Business Act Art. 27-12): the CMS text, the tag
 * register editors keep beside it (one table row per tool) and the cookie settings (opt-out).
 */
export default async function ExternalTransmissionPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const s = await getTranslations({ locale, namespace: 'sections' })
  const t = await getTranslations({ locale, namespace: 'externalTransmissionPage' })
  const layout = await getTranslations({ locale, namespace: 'layout' })
  const doc = await getLegalPage(locale, 'external')
  const appendix = doc ? (
    <>
      <TagRegister
        tags={doc.tags}
        labels={{
          caption: t('registerCaption'),
          service: t('service'),
          recipient: t('recipient'),
          information: t('information'),
          sitePurpose: t('sitePurpose'),
          recipientPurpose: t('recipientPurpose'),
          links: t('links'),
          policy: t.raw('policy') as string,
          optOut: t('optOut'),
          empty: t('empty'),
          opensInNewTab: layout('opensInNewTab'),
        }}
      />
      <section id={CONSENT_SETTINGS_ANCHOR} aria-labelledby={`${CONSENT_SETTINGS_ANCHOR}-title`}>
        <h2 id={`${CONSENT_SETTINGS_ANCHOR}-title`}>{t('settingsHeading')}</h2>
        <p>{t('settingsText')}</p>
        <p>
          <button type="button" className="button" data-consent-settings="">
            {t('settingsButton')}
          </button>
        </p>
        <noscript>
          <p>{t('noScript')}</p>
        </noscript>
      </section>
    </>
  ) : null
  return (
    <>
      <StaticPageIntro locale={locale} pageKey="externalTransmission" />
      <Section narrow>{doc ? <LegalDocument doc={doc} tocLabel={s('tocLabel')} appendix={appendix} /> : null}</Section>
    </>
  )
}
