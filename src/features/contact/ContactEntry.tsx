import { Suspense } from 'react'

import type { Locale } from '@/i18n/locales'

import { ContactFormStep } from './ContactFormStep.client'
import { FormStepPage } from './ContactSteps'

/**
 * The form, the first of the four steps of SPEC section 4 (the others: ContactSteps.tsx). A module of its own:
 * a page ships every client component its server modules import, used or not, so the later steps' pages would
 * otherwise load the form and react-hook-form too.
 */
export async function ContactEntry({ locale }: { locale: Locale }) {
  return (
    <FormStepPage locale={locale} pageKey="contact" current="entry">
      {/* A boundary of its own: React hydrates the form in a pass after the page's, so neither is one long task. */}
      <Suspense>
        <ContactFormStep />
      </Suspense>
    </FormStepPage>
  )
}
