// Who took part (spec 1 §9: 3 shown by default). The rest unfold in a native <details>, which needs
// no JavaScript and keeps the whole list in the page for readers and crawlers.
import Link from 'next/link';
import type { Participant } from '@/lib/contracts/challenge';
import { PARTICIPANTS_SHOWN } from '@/lib/constants';
import { userHomeHref } from '@/lib/routes/table';
import { personName } from '@/lib/text';

const ROLE_LABELS = { innovator: 'Innovator', rater: 'Analyst Rater' } as const;

export function ParticipantsPanel({ participants }: { participants: Participant[] }) {
  if (!participants.length)
    return <p className="empty-state">No one has taken part yet. Be the first to enter an idea.</p>;
  const shown = participants.slice(0, PARTICIPANTS_SHOWN);
  const rest = participants.slice(PARTICIPANTS_SHOWN);
  return (
    <>
      <ParticipantList list={shown} />
      {rest.length > 0 && (
        <details className="more-participants">
          <summary>Show all {participants.length} participants</summary>
          <ParticipantList list={rest} />
        </details>
      )}
    </>
  );
}

function ParticipantList({ list }: { list: Participant[] }) {
  return (
    <ul className="participant-list">
      {list.map(({ person, roles }) => (
        <li key={person.id}>
          <Link className="person" href={userHomeHref(person.handle)} data-user-id={person.id}>
            {person.avatar_url && <img src={person.avatar_url} alt="" width={32} height={32} loading="lazy" />}
            <span>{personName(person)}</span>
          </Link>
          <span className="muted">
            {' '}
            @{person.handle} · {roles.map((r) => ROLE_LABELS[r]).join(', ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
