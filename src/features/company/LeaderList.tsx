import { Phrases } from '@/components/ui/Phrases'
import type { Leader } from '@/lib/cms/types'

import { PeopleList } from './PeopleList'

/** The leaders, one card each with their biography (on /company/Leaders/ and in the admin's live preview). */
export function LeaderList({ leaders, portraitAlt }: { leaders: Leader[]; portraitAlt: (leader: Leader) => string }) {
  return (
    <PeopleList
      people={leaders}
      portraitAlt={portraitAlt}
      card={(leader) => ({ title: leader.title, jobTitle: leader.jobTitle, body: leader.bio.map((p) => (
        <p key={p}>
          <Phrases text={p} fit={false} />
        </p>
      )) })}
    />
  )
}
