'use client';
// The actions on one person in the users dashboard (issue 21 §1): suspend (their sessions end at
// once) or restore, grant or revoke platform ambassador, reset the trust score. Each asks first.
import { useId, useState } from 'react';
import type { AdminUserDetail, UserAction } from '@/lib/contracts/admin';
import { useAdminAction } from './useAdminAction';

export function UserActions({ user }: { user: AdminUserDetail }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [platform, setPlatform] = useState(user.home_platform ?? '');
  const { busy, run } = useAdminAction();
  const who = `@${user.screen_name}`;
  const act = (action: UserAction, done: string, ask: string) =>
    run(
      `/admin/users/${user.id}/actions`,
      {
        action,
        reason: reason.trim(),
        platform: action === 'grant-ambassador' ? platform.trim() || undefined : undefined,
      },
      done,
      ask,
    );

  return (
    <div className="admin-actions" role="group" aria-label={`Actions on ${who}`}>
      <div className="field">
        <label htmlFor={`${id}-reason`}>
          Reason <span className="optional">(kept in the audit log)</span>
        </label>
        <input id={`${id}-reason`} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </div>
      <div className="admin-action-row">
        {user.suspended ? (
          <button
            type="button"
            className="btn btn-sm"
            disabled={busy}
            onClick={() => act('restore', `${who} is restored.`, `Restore ${who}? They can sign in again.`)}
          >
            Restore
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-danger"
            disabled={busy}
            onClick={() =>
              act('suspend', `${who} is suspended and signed out.`, `Suspend ${who}? Every session of theirs ends now.`)
            }
          >
            Suspend
          </button>
        )}
        <button
          type="button"
          className="btn btn-sm btn-light"
          disabled={busy}
          onClick={() => act('reset-trust', `${who}'s trust score is reset.`, `Reset ${who}'s trust score?`)}
        >
          Reset trust score
        </button>
      </div>
      <div className="admin-action-row">
        {user.platform_ambassador ? (
          <button
            type="button"
            className="btn btn-sm btn-light"
            disabled={busy}
            onClick={() =>
              act('revoke-ambassador', `${who} is no longer an ambassador.`, `Revoke ${who}'s ambassador role?`)
            }
          >
            Revoke ambassador
          </button>
        ) : (
          <>
            <div className="field">
              <label htmlFor={`${id}-platform`}>Community (slug)</label>
              <input
                id={`${id}-platform`}
                value={platform}
                maxLength={100}
                onChange={(e) => setPlatform(e.target.value)}
              />
            </div>
            <button
              type="button"
              className="btn btn-sm btn-light"
              disabled={busy}
              onClick={() =>
                act(
                  'grant-ambassador',
                  `${who} is now an ambassador.`,
                  `Make ${who} the ambassador of ${platform.trim() || 'their home community'}?`,
                )
              }
            >
              Grant ambassador
            </button>
          </>
        )}
      </div>
    </div>
  );
}
