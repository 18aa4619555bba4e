/**
 * What each content type looks like in the admin's live preview, drawn in the browser from the form's data
 * (LivePreview.client.tsx) with the site's own mappers and components: the part of its page the document
 * fills. Translations come from next-intl's createTranslator with the page's messages, so the words and
 * formats are the public page's.
 */
import { CardGrid } from '@/components/sections/CardGrid'
import { Hero } from '@/components/sections/Hero'
import { InfoTable } from '@/components/sections/InfoTable'
import { LegalDocument } from '@/components/sections/LegalDocument'
import { MessageLetter } from '@/components/sections/MessageLetter'
import { Section } from '@/components/sections/Section'
import { StatGrid } from '@/components/sections/StatGrid'
import { IMAGES } from '@/content/images'
import { BannerPreviewContent } from '@/features/banners/BannerPreviewContent'
import { CampaignDetailContent } from '@/features/campaigns/CampaignDetailContent'
import { InterviewList } from '@/features/company/InterviewList'
import { LandingBlocks } from '@/features/landing/LandingBlocks'
import { LeaderList } from '@/features/company/LeaderList'
import { OfficeList } from '@/features/company/OfficeList'
import { NewsArticleContent } from '@/features/news/NewsArticleContent'
import { OfficesMapContent } from '@/features/offices-map/OfficesMapContent'
import type { Locale } from '@/i18n/locales'
import type { Formatter, Translator } from '@/i18n/translator'
import { toLeader, toOffice } from '@/lib/cms/company-mappers'
import { toCompanyFacts, toCompanyMessage, toHomeContent, toInterview, toLegalView, toOccupation, toSiteFigures } from '@/lib/cms/content-mappers'
import { toLandingPage } from '@/lib/cms/landing-mappers'
import { toBanner, toCampaignDetail, toNewsArticle } from '@/lib/cms/mappers'

type Doc = Record<string, unknown>

/** What the views need besides the document: the locale's words and formats, and settings read on the server. */
export type ViewContext = {
  locale: Locale
  t: <NS extends LiveNamespace>(namespace: NS) => Translator<NS>
  format: Formatter
  /** The company's name in this locale ({company} in CMS text). */
  company: string
  contactEmail: string
}
// The namespaces the live preview sends to the browser (LivePreviewPage picks them from the messages).
export const LIVE_NAMESPACES = ['news', 'campaigns', 'preview', 'leadersPage', 'officesPage', 'images', 'recruitInterviewPage', 'recruitOccupationPage', 'sections', 'homePage', 'sscPage', 'cameraPage', 'landing', 'companyInfoPage'] as const
type LiveNamespace = (typeof LIVE_NAMESPACES)[number]

export type LiveKind = 'news' | 'campaigns' | 'pages' | 'banners' | 'leaders' | 'offices' | 'interviews' | 'occupations' | 'legal-pages' | 'company-profile' | 'company-messages' | 'home' | 'site-figures'

/** The view of one kind of document, or null while the form lacks what the page needs (then a hint is shown). */
export function renderLive(kind: LiveKind, doc: Doc, ctx: ViewContext): React.ReactNode | null {
  const { locale, t, format } = ctx
  switch (kind) {
    case 'news': {
      if (!doc.title || !doc.publishedAt) return null
      return <NewsArticleContent article={toNewsArticle(doc as never, locale)} adjacent={null} t={t('news')} format={format} />
    }
    case 'campaigns': {
      if (!doc.title || !doc.startsAt || !doc.endsAt) return null
      return <CampaignDetailContent campaign={toCampaignDetail(doc as never, locale)} t={t('campaigns')} format={format} />
    }
    case 'pages': {
      // The news and campaign lists are filled on the public page only (their blocks stay empty here).
      const page = toLandingPage(doc, locale)
      return page.blocks.length > 0 ? <LandingBlocks blocks={page.blocks} t={t('landing')} format={format} /> : null
    }
    case 'banners': {
      const banner = toBanner(doc as never)
      return banner ? <BannerPreviewContent banner={banner} t={t('preview')} /> : null
    }
    case 'leaders': {
      const leader = toLeader(doc as never)
      if (!leader) return null
      const images = t('images')
      return (
        <Section id="leaders" title={t('leadersPage')('listTitle')} narrow>
          <LeaderList leaders={[leader]} portraitAlt={(l) => images('portraitOfRole', { name: l.name, role: l.jobTitle })} />
        </Section>
      )
    }
    case 'offices': {
      const office = toOffice(doc as never)
      if (!office) return null
      const o = t('officesPage')
      return (
        <>
          <div className="container">
            <OfficesMapContent offices={[office]} locale={locale} areaName={o('fukuokaTitle')} areaHref="#offices" t={o} />
          </div>
          <Section id="offices">
            <OfficeList items={[office]} labels={{ address: o('address'), role: o('role'), access: o('access') }} />
          </Section>
        </>
      )
    }
    case 'interviews': {
      const person = toInterview(doc)
      const r = t('recruitInterviewPage')
      return person ? (
        <Section id="people" title={r('listTitle')} narrow>
          <InterviewList people={[person]} portraitAlt={(p) => p.name} joined={(year) => r('joined', { year })} />
        </Section>
      ) : null
    }
    case 'occupations': {
      const job = toOccupation(doc)
      if (!job) return null
      const r = t('recruitOccupationPage')
      return (
        <Section id={job.group} title={r(`${job.group}Title`)}>
          <CardGrid items={[{ icon: job.icon, title: job.title, text: job.text, meta: job.place ? r('location', { place: job.place }) : undefined }]} />
          {job.careersUrl ? <p>{job.careersUrl}</p> : null}
        </Section>
      )
    }
    case 'legal-pages': {
      const view = toLegalView(doc, locale, { company: ctx.company, email: ctx.contactEmail })
      if (!view) return null
      return (
        <Section narrow title={view.title}>
          <LegalDocument doc={view} tocLabel={t('sections')('tocLabel')} />
        </Section>
      )
    }
    case 'company-profile':
      return (
        <Section narrow>
          {toCompanyFacts(doc, locale, ctx.company).map((company) => (
            <InfoTable key={company.id} caption={company.name} rows={company.rows.map((row) => ({ label: row.label, value: Array.isArray(row.value) ? row.value.join(' / ') : row.value }))} />
          ))}
        </Section>
      )
    case 'company-messages': {
      const ceo = toCompanyMessage(doc.ceo as Doc, ctx.company)
      const recruit = toCompanyMessage(doc.recruit as Doc, ctx.company)
      const images = t('images')
      return (
        <>
          <Section narrow>
            <MessageLetter message={ceo} signature="" name="" />
          </Section>
          <Section narrow tone="alt">
            <MessageLetter
              message={recruit}
              signature={recruit.signature}
              image={recruit.picture ? { ...recruit.picture, alt: recruit.picture.alt || images('portraitOf', { name: recruit.signature }) } : undefined}
            />
          </Section>
        </>
      )
    }
    case 'home': {
      const home = toHomeContent(doc)
      if (!home) return null
      // The figures beside the hero are the site's one set (site-figures), previewed with that global.
      return <Hero eyebrow={home.hero.eyebrow} title={home.hero.title} lead={home.hero.lead} image={{ ...IMAGES.homeHero, alt: t('images')('homeHero') }} />
    }
    case 'site-figures': {
      const figures = toSiteFigures(doc)
      const c = t('cameraPage')
      const s = t('sscPage')
      return figures ? (
        <>
          <Section id="cameras" title={c('resultsTitle')}>
            <StatGrid items={[{ label: c('figureLabel'), value: figures.cameras.value, unit: c('figureUnit'), note: c('figureNote', { shops: figures.cameras.shops, asOf: figures.cameras.asOf }) }]} />
          </Section>
          <Section id="skip-cart" title={s('retailTitle')} tone="alt">
            <StatGrid
              items={[
                { label: s('retailThroughput'), value: figures.throughput, unit: s('figThroughputUnit'), note: s('retailThroughputNote') },
                { label: s('retailReturn'), value: figures.returnVisits, unit: '%' },
                { label: s('retailStaff'), value: figures.fewerCheckoutStaff, unit: '%' },
                { label: s('consumerCheckout'), prefix: s('figCheckoutPrefix'), value: figures.checkoutSeconds, unit: s('figCheckoutUnit') },
              ]}
            />
            <p>{s('usageNote', { period: figures.usageTrial })}</p>
            <p>{s('lossText', { waste: figures.wasteYen })}</p>
            <p>
              {s('partBasketTitle', { litres: figures.basketLitres })} / {s('partChargingText', { carts: figures.chargingCarts })}
            </p>
          </Section>
          {/* The head count itself is the company profile's; this global dates it. */}
          <Section id="employees" title={t('companyInfoPage')('groupTitle')}>
            <p>{figures.employees.asOf}</p>
          </Section>
        </>
      ) : null
    }
  }
}
