import { ProfileCard } from '@/components/sections/ProfileCard'
import type { Interview } from '@/lib/cms/types'

/**
 * The staff interviews, one card each with its questions and answers: the page renders it, and the
 * admin's live preview renders it for the draft being edited.
 */
export function InterviewList({ people, portraitAlt, joined }: { people: Interview[]; portraitAlt: (person: Interview) => string; joined: (year: string) => string }) {
  return people.map((person, index) => (
    <ProfileCard
      key={person.id}
      id={person.id}
      image={person.portrait ? { ...person.portrait, alt: portraitAlt(person) } : undefined}
      name={person.name}
      title={[person.site, person.joined ? joined(person.joined) : ''].filter(Boolean).join(' / ')}
      jobTitle={person.role}
      preload={index === 0}
    >
      {person.answers.map((qa) => (
        <div key={qa.question}>
          <h4>{qa.question}</h4>
          <p>{qa.answer}</p>
        </div>
      ))}
    </ProfileCard>
  ))
}
