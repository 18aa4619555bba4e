/**
 * Live previews drawn on the server from the latest draft (re-rendered on every save; drafts autosave
 * every second): interviews, occupations, legal pages and the three globals. The page components stay
 * the public ones; these show the part of the page the document fills.
 */
import { getTranslations } from 'next-intl/server'

import { CardGrid } from '@/components/sections/CardGrid'
import { Hero } from '@/components/sections/Hero'
import { InfoTable } from '@/components/sections/InfoTable'
import { LegalDocument } from '@/components/sections/LegalDocument'
import { MessageLetter } from '@/components/sections/MessageLetter'
import { Section } from '@/components/sections/Section'
import { StatGrid } from '@/components/sections/StatGrid'
import { IMAGES } from '@/content/images'
import { InterviewList } from '@/features/company/InterviewList'
import type { Locale } from '@/i18n/locales'
import { toCompanyFacts, toCompanyMessage, toHomeContent, toInterview, toLegalView, toOccupation } from '@/lib/cms/content-mappers'
import { env } from '@/lib/env'
import { siteName } from '@/lib/seo'

type Doc = Record<string, unknown>

export async function InterviewPreview({ doc, locale }: { doc: Doc; locale: Locale }) {
  const person = toInterview(doc)
  const t = await getTranslations({ locale, namespace: 'recruitInterviewPage' })
  if (!person) return null
  return (
    <Section id="people" title={t('listTitle')} narrow>
      <InterviewList people={[person]} portraitAlt={(p) => p.name} joined={(year) => t('joined', { year })} />
    </Section>
  )
}

export async function OccupationPreview({ doc, locale }: { doc: Doc; locale: Locale }) {
  const job = toOccupation(doc)
  const t = await getTranslations({ locale, namespace: 'recruitOccupationPage' })
  if (!job) return null
  return (
    <Section id={job.group} title={t(`${job.group}Title`)}>
      <CardGrid items={[{ icon: job.icon, title: job.title, text: job.text, meta: job.place ? t('location', { place: job.place }) : undefined }]} />
      {job.careersUrl ? <p>{job.careersUrl}</p> : null}
    </Section>
  )
}

export async function LegalPreview({ doc, locale }: { doc: Doc; locale: Locale }) {
  const view = toLegalView(doc, locale, { company: siteName(locale), email: env().CONTACT_EMAIL })
  const s = await getTranslations({ locale, namespace: 'sections' })
  if (!view) return null
  return (
    <Section narrow title={view.title}>
      <LegalDocument doc={view} tocLabel={s('tocLabel')} />
    </Section>
  )
}

export async function GlobalPreview({ slug, doc, locale }: { slug: string; doc: Doc; locale: Locale }) {
  if (slug === 'company-profile') {
    return (
      <Section narrow>
        {toCompanyFacts(doc, locale, siteName(locale)).map((company) => (
          <InfoTable key={company.id} caption={company.name} rows={company.rows.map((row) => ({ label: row.label, value: Array.isArray(row.value) ? row.value.join(' / ') : row.value }))} />
        ))}
      </Section>
    )
  }
  if (slug === 'company-messages') {
    const ceo = toCompanyMessage(doc.ceo as Doc, siteName(locale))
    const recruit = toCompanyMessage(doc.recruit as Doc, siteName(locale))
    return (
      <>
        <Section narrow>
          <MessageLetter heading={ceo.heading} paragraphs={ceo.paragraphs} signature="" name="" />
        </Section>
        <Section narrow tone="alt">
          <MessageLetter heading={recruit.heading} paragraphs={recruit.paragraphs} signature={recruit.signature} />
        </Section>
      </>
    )
  }
  const home = toHomeContent(doc)
  if (!home) return null
  const t = await getTranslations({ locale, namespace: 'homePage' })
  const alt = await getTranslations({ locale, namespace: 'images' })
  const f = home.figures
  return (
    <>
      <Hero eyebrow={home.hero.eyebrow} title={home.hero.title} lead={home.hero.lead} image={{ ...IMAGES.homeHero, alt: alt('homeHero') }} />
      <Section id="figures" title={t('figuresTitle')} tone="alt">
        <StatGrid
          items={[
            { label: t('figCheckout'), prefix: t('figCheckoutPrefix'), value: f.checkoutSeconds, unit: t('figCheckoutUnit') },
            { label: t('figThroughput'), value: f.throughput, unit: t('figThroughputUnit') },
            { label: t('figReturn'), value: f.returnVisits, unit: '%' },
            { label: t('figStaff'), value: f.fewerCheckoutStaff, unit: '%' },
            { label: t('figCameras'), value: f.cameras, unit: t('figCamerasUnit'), note: t('figCamerasNote', { shops: f.shops, asOf: f.camerasAsOf }) },
          ]}
        />
      </Section>
    </>
  )
}
