import type { ReactNode } from 'react'

import { ContactLayout } from '@/features/navigation/layouts/ContactLayout'

/** The contact layout, inside the default one: the form's focused column and its phone variant. */
export default function ContactSectionLayout({ children }: { children: ReactNode }) {
  return <ContactLayout>{children}</ContactLayout>
}
