/**
 * The contact steps after the form (Confirm, Complete, Error: requirements §4) and the shell they share with it
 * (ContactEntry.tsx), each a server shell around a small client part.
 */
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/components/sections/PageIntro'
import { Phrases } from '@/components/ui/Phrases'
import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { env } from '@/lib/env'
import { ContactConfirmStep } from './ContactConfirmStep.client'
import { ContactErrorActions } from './ContactErrorActions.client'
import { ContactMessages } from './ContactMessages'
import { ContactStepGate } from './ContactStepGate.client'
import styles from './contact.module.css'
import { fieldOrderFor } from './constants'
import { entryCheckScript, type StepRequires } from './entry-check'

// Constant text: its hash is in the contact pages' script policy (src/server/app-scripts.ts).
const ENTRY_CHECK = entryCheckScript()

const STEPS = ['entry', 'confirm', 'complete'] as const
type Step = (typeof STEPS)[number]

/** Entry → Confirm → Complete, with the current step marked (for screen readers too: aria-current). */
async function StepIndicator({ locale, current }: { locale: Locale; current: Step }) {
  const t = await getTranslations({ locale, namespace: 'contact.steps' })
  const at = STEPS.indexOf(current)
  return (
    <nav aria-label={t('label')} className={`container ${styles.stepsWrap}`}>
      <ol className={styles.steps} data-testid="contact-steps">
        {STEPS.map((step, i) => (
          <li
            key={step}
            className={i === at ? styles.stepCurrent : i < at ? styles.stepDone : styles.step}
            aria-current={i === at ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            <span>{t(step)}</span>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** The form steps' shell: the page heading, the step indicator and the client part in the messages provider. */
export function FormStepPage({
  locale,
  pageKey,
  current,
  children,
}: {
  locale: Locale
  pageKey: 'contact' | 'contactConfirm'
  current: Step
  children: ReactNode
}) {
  return (
    <div className={styles.page}>
      <StaticPageIntro locale={locale} pageKey={pageKey} />
      <StepIndicator locale={locale} current={current} />
      <StepSection>
        <ContactMessages locale={locale}>{children}</ContactMessages>
      </StepSection>
    </div>
  )
}

/**
 * What a visitor who opens a later step directly (a bookmark, a reload after the entry was sent) sees in
 * place of the step: a heading that says what happened, why there is nothing here, and the way to the form. No
 * redirect: the page they asked for stays. The step's own heading and lead ("thank you", "press Send") are
 * inside the gate with the step, so a direct visit never reads them (issue 44).
 */
async function DirectVisitNotice({ locale, step }: { locale: Locale; step: 'confirm' | 'complete' | 'error' }) {
  const t = await getTranslations({ locale, namespace: 'contact.direct' })
  const pages = await getTranslations({ locale, namespace: 'pages' })
  return (
    <div data-testid="contact-direct-visit">
      <PageIntro eyebrow={pages('contact.eyebrow')} title={t(`${step}Title`)} />
      <section className={`container ${styles.section}`}>
        <div className={styles.stepBody}>
          <p className={styles.body}>
            <Phrases text={t(step)} fit={false} />
          </p>
          <div className={styles.actions}>
            <Link href="/contact/" className="button">
              {t('toForm')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  )
}

/** The column a later step's content sits in, below the intro. */
function StepSection({ children }: { children: ReactNode }) {
  return <section className={`container ${styles.section}`}>{children}</section>
}

/** A later step, or the direct-visit notice: decided before the first paint (ContactStepGate). */
function StepGate({ requires, fallback, children }: { requires: StepRequires; fallback: ReactNode; children: ReactNode }) {
  return (
    <ContactStepGate requires={requires} check={<script id="contact-entry-check" dangerouslySetInnerHTML={{ __html: ENTRY_CHECK }} />} fallback={fallback}>
      {children}
    </ContactStepGate>
  )
}

/** Complete and Error: the step for a visitor who came through the form, in its column the notice otherwise. */
function GatedStep({ locale, step, requires, children }: { locale: Locale; step: 'complete' | 'error'; requires: StepRequires; children: ReactNode }) {
  return (
    <StepGate requires={requires} fallback={<DirectVisitNotice locale={locale} step={step} />}>
      {children}
    </StepGate>
  )
}

export async function ContactConfirm({ locale }: { locale: Locale }) {
  const notice = <DirectVisitNotice locale={locale} step="confirm" />
  return (
    <div className={styles.page}>
      <StepGate requires="draft" fallback={notice}>
        <StaticPageIntro locale={locale} pageKey="contactConfirm" />
        <StepIndicator locale={locale} current="confirm" />
        <StepSection>
          <ContactMessages locale={locale}>
            {/* Its own copy of the notice: for an entry sent from another tab while this one shows it. */}
            <ContactConfirmStep directVisit={notice} />
          </ContactMessages>
        </StepSection>
      </StepGate>
    </div>
  )
}

export async function ContactComplete({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact.complete' })
  return (
    <ContactMessages locale={locale}>
      <div className={styles.page}>
        {/* The step's heading, or the direct-visit notice with its own (every route has its h1). */}
        <GatedStep locale={locale} step="complete" requires="done">
          <StaticPageIntro locale={locale} pageKey="contactComplete" />
          <StepIndicator locale={locale} current="complete" />
          <section className={`container ${styles.section} ${styles.stepBody}`}>
            <p className={styles.body}><Phrases text={t('body')} fit={false} /></p>
            <div className={styles.actions}>
              <Link href="/" className="button">{t('backToHome')}</Link>
            </div>
          </section>
        </GatedStep>
      </div>
    </ContactMessages>
  )
}

export async function ContactError({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact' })
  const email = env().CONTACT_EMAIL
  return (
    <ContactMessages locale={locale}>
      <div className={styles.page}>
        <GatedStep locale={locale} step="error" requires="draft">
          <StaticPageIntro locale={locale} pageKey="contactError" />
          <StepSection>
            <p className={styles.body}>{t('error.mailFallback', { email })}</p>
            <p className={styles.body}>
              <a href={`mailto:${email}`} className={styles.mailAddress}>
                {email}
              </a>
            </p>
            <h2 className={styles.subheading}>{t('error.mailFormatHeading')}</h2>
            <pre className={styles.mailFormat} data-testid="contact-mail-format">
              {[`${t('error.mailSubject')}`, '', ...fieldOrderFor(locale).map((f) => `${t(`form.${f}`)}:`)].join('\n')}
            </pre>
            <ContactErrorActions contactEmail={email} />
          </StepSection>
        </GatedStep>
      </div>
    </ContactMessages>
  )
}
