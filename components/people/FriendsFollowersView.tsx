// /{slug}/my-dashboard/friends-followers (spec 3 §2.4; issue 19 §1): friend requests in and out,
// friends, followers, following and blocked players, each with its actions.
import type { ReactNode } from 'react';
import type { MyPeople, Person } from '@/lib/contracts/social';
import { PersonLink } from './PersonLink';
import { PeopleActionButtons } from './RequestButtons';
import './people.css';
import { CountBadge } from '@/components/ui/CountBadge';

const expiry = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function Section({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
  return (
    <section className="card people-section" aria-labelledby={id}>
      <h2 id={id}>
        {title} <CountBadge n={children.length} />
      </h2>
      {children.length ? <ul className="people-list">{children}</ul> : <p className="muted">{empty}</p>}
    </section>
  );
}

function row(person: Person, actions: Parameters<typeof PeopleActionButtons>[0]['actions']) {
  return (
    <li key={person.id}>
      <PersonLink person={person} />
      {actions.length > 0 && <PeopleActionButtons actions={actions} />}
    </li>
  );
}

export function FriendsFollowersView({ people }: { people: MyPeople }) {
  return (
    <div className="people-grid">
      <Section id="requests-in" title="Friend requests to you" empty="No friend requests waiting.">
        {people.requests_in.map((r) => (
          <li key={r.id}>
            <PersonLink person={r.from} /> <span className="muted">expires {expiry(r.expires_at)}</span>
            <PeopleActionButtons
              actions={[
                {
                  label: 'Accept',
                  path: `/people/friend-requests/${r.id}`,
                  method: 'POST',
                  body: { action: 'accept' },
                  done: `You and @${r.from.screen_name} are friends.`,
                },
                {
                  label: 'Decline',
                  path: `/people/friend-requests/${r.id}`,
                  method: 'POST',
                  body: { action: 'decline' },
                  done: 'Friend request declined.',
                },
              ]}
            />
          </li>
        ))}
      </Section>
      <Section id="requests-out" title="Friend requests you sent" empty="No requests of yours are waiting.">
        {people.requests_out.map((r) => (
          <li key={r.id}>
            <PersonLink person={r.to} /> <span className="muted">expires {expiry(r.expires_at)}</span>
            <PeopleActionButtons
              actions={[
                {
                  label: 'Cancel',
                  path: `/people/friend-requests/${r.id}`,
                  method: 'DELETE',
                  done: 'Friend request cancelled.',
                },
              ]}
            />
          </li>
        ))}
      </Section>
      <Section id="friends" title="Friends" empty="No friends yet: send a friend request from a player's page.">
        {people.friends.map((p) =>
          row(p, [
            {
              label: 'Unfriend',
              path: `/people/${p.id}/friend`,
              method: 'DELETE',
              done: `You and @${p.screen_name} are no longer friends.`,
            },
          ]),
        )}
      </Section>
      <Section id="followers" title="Followers" empty="Nobody follows you yet.">
        {people.followers.map((p) => row(p, []))}
      </Section>
      <Section id="following" title="Following" empty="You follow nobody yet.">
        {people.following.map((p) =>
          row(p, [
            {
              label: 'Unfollow',
              path: `/people/${p.id}/follow`,
              method: 'DELETE',
              done: `You no longer follow @${p.screen_name}.`,
            },
          ]),
        )}
      </Section>
      {people.blocked.length > 0 && (
        <Section id="blocked" title="Blocked" empty="">
          {people.blocked.map((p) =>
            row(p, [
              {
                label: 'Unblock',
                path: `/people/${p.id}/block`,
                method: 'DELETE',
                done: `@${p.screen_name} is unblocked.`,
              },
            ]),
          )}
        </Section>
      )}
    </div>
  );
}
