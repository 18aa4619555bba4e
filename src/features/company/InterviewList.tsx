import { Phrases } from '@/components/ui/Phrases'
import type { Interview } from '@/lib/cms/types'

import { PeopleList } from './PeopleList'

/** The staff interviews, one card each with its questions and answers (on /recruit/Interview/ and in the admin's live preview). */
export function InterviewList({ people, portraitAlt, joined }: { people: Interview[]; portraitAlt: (person: Interview) => string; joined: (year: string) => string }) {
  return (
    <PeopleList
      people={people}
      portraitAlt={portraitAlt}
      card={(person) => ({
        title: [person.site, person.joined ? joined(person.joined) : ''].filter(Boolean).join(' / '),
        jobTitle: person.role,
        body: person.answers.map((qa) => (
          <div key={qa.question}>
            <h4>{qa.question}</h4>
            <p>
              <Phrases text={qa.answer} fit={false} />
            </p>
          </div>
        )),
      })}
    />
  )
}
