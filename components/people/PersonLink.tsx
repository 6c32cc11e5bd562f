// A player in a people list: avatar and @screen_name, linking to their platform.
import Link from 'next/link';
import type { Person } from '@/lib/contracts/social';
import { userHomeHref } from '@/lib/routes/table';

export function PersonLink({ person }: { person: Person }) {
  return (
    <Link className="person-link" href={userHomeHref(person.screen_name)} data-user-id={person.id}>
      <img
        src={person.avatar_url ?? '/avatars/default.svg'}
        alt=""
        width={28}
        height={28}
        loading="lazy"
        className="person-avatar"
      />
      <span>@{person.screen_name}</span>
    </Link>
  );
}
