import type { Locale } from '@/i18n/locales'

import { ContactFormStep } from './ContactFormStep.client'
import { FormStepPage } from './ContactSteps'

/**
 * The form, the first of the four steps of requirements §4 (the others: ContactSteps.tsx). A module of its own:
 * a page ships every client component its server modules import, used or not, so the later steps' pages would
 * otherwise load the form and react-hook-form too.
 */
export async function ContactEntry({ locale }: { locale: Locale }) {
  return (
    <FormStepPage locale={locale} pageKey="contact" current="entry">
      {/* No Suspense boundary of its own (the twelfth pass had one, to hydrate the form in a pass after the page's):
          React drew the form anew over the server's on every load, 120–500 ms in (docs/decisions.md P6). */}
      <ContactFormStep />
    </FormStepPage>
  )
}
