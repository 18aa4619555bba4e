import type { ReactNode } from 'react'

import { ProfileCard } from '@/components/sections/ProfileCard'
import type { AppImage } from '@/lib/cms/types'

type Person = { id: string; name: string; portrait: Omit<AppImage, 'alt'> | null }

/**
 * One profile card a person (leaders, staff interviews), the first one's portrait preloaded: it is near the top
 * of its page. `card` gives what the kind of person shows under the name. Free of server-only code: the pages
 * render it on the server and the admin's live preview in the browser, from the form's data.
 */
export function PeopleList<T extends Person>({
  people,
  portraitAlt,
  card,
}: {
  people: T[]
  portraitAlt: (person: T) => string
  card: (person: T) => { title: string; jobTitle: string; body: ReactNode }
}) {
  return people.map((person, index) => {
    const { title, jobTitle, body } = card(person)
    return (
      <ProfileCard
        key={person.id}
        id={person.id}
        image={person.portrait ? { ...person.portrait, alt: portraitAlt(person) } : undefined}
        name={person.name}
        title={title}
        jobTitle={jobTitle}
        preload={index === 0}
      >
        {body}
      </ProfileCard>
    )
  })
}
