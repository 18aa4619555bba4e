import { ProfileCard } from '@/components/sections/ProfileCard'
import type { Leader } from '@/lib/cms/types'

/**
 * The leaders, one card each. Free of server-only code: the page renders it on the server and the
 * admin's live preview renders it in the browser from the form's data.
 */
export function LeaderList({ leaders, portraitAlt }: { leaders: Leader[]; portraitAlt: (leader: Leader) => string }) {
  return leaders.map((leader, index) => (
    <ProfileCard
      key={leader.id}
      id={leader.id}
      image={leader.portrait ? { ...leader.portrait, alt: portraitAlt(leader) } : undefined}
      name={leader.name}
      title={leader.title}
      jobTitle={leader.jobTitle}
      preload={index === 0}
    >
      {leader.bio.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </ProfileCard>
  ))
}
