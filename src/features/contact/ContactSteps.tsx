import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { StaticPageIntro } from '@/features/navigation/StaticPageIntro'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { env } from '@/lib/env'

import { ContactConfirmStep } from './ContactConfirmStep.client'
import { ContactErrorActions } from './ContactErrorActions.client'
import { ContactFormStep } from './ContactFormStep.client'
import { ContactMessages } from './ContactMessages'
import { ContactStepGate } from './ContactStepGate.client'
import styles from './contact.module.css'
import { fieldOrderFor } from './constants'

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
function FormStepPage({
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
      <section className={`container ${styles.section}`}>
        <ContactMessages locale={locale}>{children}</ContactMessages>
      </section>
    </div>
  )
}

/** The four steps of SPEC section 4, each a server shell around a small client part. */
export async function ContactEntry({ locale }: { locale: Locale }) {
  return (
    <FormStepPage locale={locale} pageKey="contact" current="entry">
      <ContactFormStep />
    </FormStepPage>
  )
}

export async function ContactConfirm({ locale }: { locale: Locale }) {
  return (
    <FormStepPage locale={locale} pageKey="contactConfirm" current="confirm">
      <ContactConfirmStep />
    </FormStepPage>
  )
}

export async function ContactComplete({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact.complete' })
  return (
    <ContactMessages locale={locale}>
      <div className={styles.page}>
        {/* The heading is always rendered (every route has its h1); the rest only after the form. */}
        <StaticPageIntro locale={locale} pageKey="contactComplete" />
        <StepIndicator locale={locale} current="complete" />
        <ContactStepGate requires="done">
          <section className={`container ${styles.section} ${styles.stepBody}`}>
            <p className={styles.body}>{t('body')}</p>
            <div className={styles.actions}>
              <Link href="/" className="button">{t('backToHome')}</Link>
            </div>
          </section>
        </ContactStepGate>
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
        <StaticPageIntro locale={locale} pageKey="contactError" />
        <ContactStepGate requires="draft">
          <section className={`container ${styles.section}`}>
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
          </section>
        </ContactStepGate>
      </div>
    </ContactMessages>
  )
}
