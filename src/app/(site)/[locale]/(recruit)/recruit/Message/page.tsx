import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { MessageLetter } from '@/components/sections/MessageLetter'
import { Section } from '@/components/sections/Section'
import { portrait } from '@/content/images'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import { type LocaleParams, resolveLocale } from '@/i18n/params'
import { getCompanyMessage } from '@/lib/cms/content'
import { staticPageMetadata } from '@/lib/seo'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return staticPageMetadata(await resolveLocale(params), 'recruitMessage', '/recruit/Message/')
}

export default async function RecruitMessagePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const message = await getCompanyMessage(locale, 'recruit')
  const alt = await getTranslations({ locale, namespace: 'images' })
  return (
    <>
      <StaticPageIntro locale={locale} pageKey="recruitMessage" />
      <Section narrow>
        <MessageLetter
          message={message}
          signature={message.signature}
          // Until an editor picks a picture, the drawn portrait the page has always shown (the seed's); the media
          // item's alt text, or the page's "portrait of {signature}" when it has none.
          image={{ ...(message.picture ?? portrait('takahashi')), alt: message.picture?.alt || alt('portraitOf', { name: message.signature }) }}
        />
      </Section>
    </>
  )
}
