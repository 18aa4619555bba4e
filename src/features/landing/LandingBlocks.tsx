/**
 * A landing page's blocks drawn with the site's own section components (issue 46). Synchronous and free of
 * server-only code: the public page renders it on the server (no client code: every block is plain HTML,
 * the FAQ a native disclosure, the video a link), and the admin's live preview renders it in the browser.
 */
import type { ReactNode } from 'react'

import { CardGrid } from '@/components/sections/CardGrid'
import { CtaBand } from '@/components/sections/CtaBand'
import { Hero } from '@/components/sections/Hero'
import { MediaSplit } from '@/components/sections/MediaSplit'
import { PageIntro } from '@/components/sections/PageIntro'
import { Section } from '@/components/sections/Section'
import { StatGrid } from '@/components/sections/StatGrid'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { Phrases } from '@/components/ui/Phrases'
import Image from '@/components/ui/StaticImage'
import { Link } from '@/i18n/navigation'
import type { Formatter, Translator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locales'
import type { AppLink, LandingBlock } from '@/lib/cms/types'

import { CmsForm, type CmsFormText } from '../forms/CmsForm.client'

import contentStyles from '../content/content.module.css'
import styles from './landing.module.css'

type Ctx = { t: Translator<'landing'>; format: Formatter; form?: FormContext }

/** What a form block needs besides the block: the visitor's language and the words (the public page only). */
export type FormContext = { locale: Locale; text: CmsFormText }

function ButtonLink({ link, ghost = false }: { link: AppLink; ghost?: boolean }) {
  const className = ghost ? 'button button--ghost' : 'button'
  return /^https?:\/\//i.test(link.href) ? (
    <a href={link.href} className={className} rel="noopener">
      {link.label}
    </a>
  ) : (
    <Link href={link.href} className={className}>
      {link.label}
    </Link>
  )
}

/** Bands alternate between plain and tinted backgrounds, like the fixed pages' sections. */
const tone = (index: number): 'plain' | 'alt' => (index % 2 === 0 ? 'plain' : 'alt')

function renderBlock(block: LandingBlock, index: number, { t, format, form }: Ctx): ReactNode {
  switch (block.kind) {
    case 'hero':
      return block.image ? (
        <Hero key={block.id} eyebrow={block.eyebrow ?? undefined} title={block.heading} lead={block.text} image={block.image}
          actions={block.buttons.length > 0 ? block.buttons.map((link, i) => <ButtonLink key={link.href + i} link={link} ghost={i > 0} />) : undefined} />
      ) : (
        <PageIntro key={block.id} eyebrow={block.eyebrow ?? undefined} title={block.heading} lead={block.text || undefined}>
          {block.buttons.length > 0 ? (
            <div className={styles.actions}>
              {block.buttons.map((link, i) => <ButtonLink key={link.href + i} link={link} ghost={i > 0} />)}
            </div>
          ) : null}
        </PageIntro>
      )
    case 'richText':
      return (
        <Section key={block.id} id={block.id} title={block.heading ?? undefined} tone={tone(index)} narrow>
          <div className={contentStyles.prose} dangerouslySetInnerHTML={{ __html: block.bodyHtml }} />
        </Section>
      )
    case 'mediaText':
      return (
        <Section key={block.id} id={block.id} tone={tone(index)}>
          <MediaSplit image={block.image} title={block.heading} reverse={block.reverse}>
            {block.text ? <p><Phrases text={block.text} fit={false} /></p> : null}
          </MediaSplit>
        </Section>
      )
    case 'figures':
      return (
        <Section key={block.id} id={block.id} title={block.heading ?? undefined} tone={tone(index)}>
          <StatGrid items={block.items} />
        </Section>
      )
    case 'cardGrid':
      return (
        <Section key={block.id} id={block.id} title={block.heading ?? undefined} tone={tone(index)}>
          <CardGrid items={block.cards.map((card) => ({ ...card, linkLabel: card.href ? t('more') : undefined }))} />
        </Section>
      )
    case 'cta':
      return (
        <CtaBand key={block.id} titleId={`${block.id}-title`} title={block.heading} text={block.text}>
          {block.link ? <ButtonLink link={block.link} /> : null}
        </CtaBand>
      )
    case 'faq':
      return (
        <Section key={block.id} id={block.id} title={block.heading ?? t('faqHeading')} tone={tone(index)} narrow>
          <div className={styles.faq}>
            {block.items.map((item) => (
              <details key={item.question} className={styles.faqItem}>
                <summary className={styles.faqQuestion}>
                  <Phrases text={item.question} fit={false} />
                </summary>
                <p className={styles.faqAnswer}>
                  <Phrases text={item.answer} fit={false} />
                </p>
              </details>
            ))}
          </div>
        </Section>
      )
    case 'contentList':
      if (block.items.length === 0) return null
      return (
        <Section key={block.id} id={block.id} title={block.heading ?? t(block.list === 'news' ? 'newsHeading' : 'campaignsHeading')} tone={tone(index)}>
          <CardGrid items={block.items.map((item) => ({ title: item.title, text: item.text, href: item.href, linkLabel: t('more'), meta: format.dateTime(new Date(item.date), 'long') }))} />
        </Section>
      )
    case 'video':
      return (
        <Section key={block.id} id={block.id} title={block.heading ?? undefined} tone={tone(index)} narrow>
          <figure className={styles.video}>
            <div className={styles.videoFrame}>
              {block.image ? (
                <Image src={block.image.src} width={block.image.width} height={block.image.height} alt="" sizes="(min-width: 800px) 760px, calc(100vw - 32px)" className={styles.videoPoster} />
              ) : null}
              <ExternalLink href={block.url} newTabLabel={t('newTab')} className={`button ${styles.videoPlay}`}>
                {t('videoPlay', { host: block.host, title: block.title })}
              </ExternalLink>
            </div>
            <figcaption className={styles.videoCaption}>
              {block.caption ? <Phrases text={block.caption} fit={false} /> : null}
              <span className={styles.videoNote}>{t('videoNote', { host: block.host })}</span>
            </figcaption>
          </figure>
        </Section>
      )
    case 'form':
      // The block's only client part: the form itself (CmsForm; its checks load on first focus). Without the form (a draft's live preview), a notice.
      return (
        <Section key={block.id} id={block.id} title={block.heading ?? undefined} tone={tone(index)} narrow>
          {block.text ? <p><Phrases text={block.text} fit={false} /></p> : null}
          {block.form && form ? (
            // Without JavaScript the form posts itself and the endpoint answers with the steps as HTML.
            <CmsForm form={block.form} locale={form.locale} text={form.text} blockId={block.id} />
          ) : (
            <p>{t('form.unavailable')}</p>
          )}
        </Section>
      )
  }
}

export function LandingBlocks({ blocks, t, format, form }: { blocks: LandingBlock[]; t: Translator<'landing'>; format: Formatter; form?: FormContext }) {
  return <>{blocks.map((block, index) => renderBlock(block, index, { t, format, form }))}</>
}
