import type { ReactNode } from 'react'

import { Phrases } from '@/components/ui/Phrases'

/** The heading block at the top of every page: an eyebrow, the page's h1 and its lead text. */
export function PageIntro({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="page-intro">
      <div className="container">
        {eyebrow ? <p className="page-intro__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-intro__title">
          <Phrases text={title} />
        </h1>
        {lead ? <p className="page-intro__lead"><Phrases text={lead} fit={false} /></p> : null}
        {children}
      </div>
    </section>
  )
}
