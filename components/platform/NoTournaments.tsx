// The empty state of tournaments (spec 3 §2.5 'No tournaments!'), for a user or a community.
import Link from 'next/link';
import { MESSAGES } from '@/lib/constants';
import { href } from '@/lib/routes/table';

export function NoTournaments({ who }: { who: string }) {
  return (
    <section className="card up-empty" aria-labelledby="tournaments-heading">
      <h2 id="tournaments-heading">Tournaments</h2>
      <p className="up-empty-title">{MESSAGES.noTournaments}</p>
      <p>
        Tournaments (olympiads) run on weekly or monthly cycles and renew automatically: activity points reset each
        cycle while neurons keep adding up. None has run for {who} yet.
      </p>
      <p>
        <Link className="btn" href={href('idea-race')}>
          See the Idea Race
        </Link>
      </p>
    </section>
  );
}
