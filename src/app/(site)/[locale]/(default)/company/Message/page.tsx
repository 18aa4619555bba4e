import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { MessageLetter } from '@/components/sections/MessageLetter'
import { Section } from '@/components/sections/Section'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { getLeaders } from '@/lib/cms/company'
import { getCompanyMessage } from '@/lib/cms/content'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'companyMessage', '/company/Message/')
}

export default async function CompanyMessagePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const alt = await getTranslations({ locale, namespace: 'images' })
  // The first leader (by the order editors set) signs the message.
  const [author] = await getLeaders(locale)
  const message = await getCompanyMessage(locale, 'ceo')

  return (
    <>
      <StaticPageIntro locale={locale} pageKey="companyMessage" />
      <Section narrow>
        <MessageLetter
          message={message}
          signature={author ? `${author.title} ${author.jobTitle}` : ''}
          name={author?.name ?? ''}
          image={author?.portrait ? { ...author.portrait, alt: alt('portraitOfRole', { name: author.name, role: author.jobTitle }) } : undefined}
        />
      </Section>
    </>
  )
}
