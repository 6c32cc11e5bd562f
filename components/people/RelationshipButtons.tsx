'use client';
// The visitor's people buttons on a user platform (spec 1 §2, spec 3 §6): follower, following and
// friend counts; Follow / Unfollow; the friend request's states (Add friend, Request sent · Cancel,
// Accept / Decline, Friends · Unfriend); Message when they may (mutual follow or friendship); Block.
// Loaded after the page so the platform's server render stays the same for every viewer.
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import type { Relationship, UserSocial } from '@/lib/contracts/social';
import { href } from '@/lib/routes/table';
import { useUi } from '../ui/UiProvider';

export function RelationshipButtons({
  userId,
  screenName,
  signedIn,
  viewerScreenName,
  signInHref,
}: {
  userId: number;
  screenName: string;
  signedIn: boolean;
  viewerScreenName: string | null;
  signInHref: string;
}) {
  const [social, setSocial] = useState<UserSocial | null>(null);
  const [busy, setBusy] = useState(false);
  const { toast, confirm } = useUi();
  const router = useRouter();
  const load = useCallback(
    () =>
      api<UserSocial>(`/people/${userId}`)
        .then(setSocial)
        .catch(() => setSocial(null)),
    [userId],
  );
  useEffect(() => {
    void load();
  }, [load]);

  async function act(path: string, method: 'POST' | 'DELETE', body?: unknown, done?: string) {
    setBusy(true);
    try {
      await api<Relationship>(path, { method, body });
      if (done) toast(done);
      await load();
    } catch (err) {
      toast(errorMessage(err), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function message() {
    setBusy(true);
    try {
      const { id } = await api<{ id: number }>('/messages/conversations', {
        method: 'POST',
        body: { user_id: userId },
      });
      router.push(
        href('dashboard.messages.thread', {
          platformSlug: viewerScreenName ?? screenName,
          context: 'conversation',
          id,
        }),
      );
    } catch (err) {
      toast(errorMessage(err), 'error');
      setBusy(false);
    }
  }

  const counts = social?.counts;
  const rel = social?.relationship ?? null;
  return (
    <div className="people-actions">
      {counts && (
        <p className="people-counts" aria-label="People">
          <span>
            <strong>{counts.followers}</strong> {counts.followers === 1 ? 'follower' : 'followers'}
          </span>{' '}
          ·{' '}
          <span>
            <strong>{counts.following}</strong> following
          </span>{' '}
          ·{' '}
          <span>
            <strong>{counts.friends}</strong> {counts.friends === 1 ? 'friend' : 'friends'}
          </span>
        </p>
      )}
      {!signedIn ? (
        <a className="btn btn-light" href={signInHref}>
          Sign in to follow
        </a>
      ) : rel ? (
        <>
          {rel.following ? (
            <button
              type="button"
              className="btn btn-light"
              disabled={busy}
              onClick={() => act(`/people/${userId}/follow`, 'DELETE')}
            >
              Unfollow
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-light"
              disabled={busy || rel.blocked}
              onClick={() => act(`/people/${userId}/follow`, 'POST', undefined, `You follow @${screenName}.`)}
            >
              {rel.followed_by ? 'Follow back' : 'Follow'}
            </button>
          )}
          {rel.friends ? (
            <button
              type="button"
              className="btn btn-light"
              disabled={busy}
              onClick={async () => {
                if (
                  await confirm({
                    title: 'Unfriend',
                    message: `End your friendship with @${screenName}?`,
                    confirm: 'Unfriend',
                  })
                )
                  await act(`/people/${userId}/friend`, 'DELETE');
              }}
            >
              Friends · Unfriend
            </button>
          ) : rel.request?.direction === 'out' ? (
            <button
              type="button"
              className="btn btn-light"
              disabled={busy}
              onClick={() =>
                act(`/people/friend-requests/${rel.request!.id}`, 'DELETE', undefined, 'Friend request cancelled.')
              }
            >
              Request sent · Cancel
            </button>
          ) : rel.request?.direction === 'in' ? (
            <>
              <button
                type="button"
                className="btn btn-light"
                disabled={busy}
                onClick={() =>
                  act(
                    `/people/friend-requests/${rel.request!.id}`,
                    'POST',
                    { action: 'accept' },
                    `You and @${screenName} are friends.`,
                  )
                }
              >
                Accept friend request
              </button>
              <button
                type="button"
                className="btn btn-light"
                disabled={busy}
                onClick={() => act(`/people/friend-requests/${rel.request!.id}`, 'POST', { action: 'decline' })}
              >
                Decline
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn btn-light"
              disabled={busy || rel.blocked}
              onClick={() => act('/people/friend-requests', 'POST', { user_id: userId }, 'Friend request sent.')}
            >
              Add friend
            </button>
          )}
          {rel.can_message && (
            <button type="button" className="btn btn-light" disabled={busy} onClick={message}>
              Message
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={busy}
            onClick={async () => {
              if (rel.blocked)
                return act(`/people/${userId}/block`, 'DELETE', undefined, `@${screenName} is unblocked.`);
              if (
                await confirm({
                  title: 'Block',
                  message: `Block @${screenName}? Their messages and mentions will no longer reach you, and follows and friendship between you end.`,
                  confirm: 'Block',
                })
              )
                await act(`/people/${userId}/block`, 'POST', undefined, `@${screenName} is blocked.`);
            }}
          >
            {rel.blocked ? 'Unblock' : 'Block'}
          </button>
        </>
      ) : null}
    </div>
  );
}
