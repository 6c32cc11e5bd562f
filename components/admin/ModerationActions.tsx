'use client';
// A moderator's actions on one report (issue 21 §3): hide or restore the content, warn or suspend
// its author, or dismiss the report; a note goes to the audit log and, for hide and warn, to the
// author. Each asks first; the reporters are told the outcome.
import { useId, useState } from 'react';
import type { ModerationAction, ModerationReport } from '@/lib/contracts/moderation';
import { useAdminAction } from './useAdminAction';

export function ModerationActions({ report }: { report: ModerationReport }) {
  const id = useId();
  const [note, setNote] = useState('');
  const { busy, run } = useAdminAction();
  const what = `the ${report.target_type} “${report.target.title}”`;
  const author = report.target.author ? `@${report.target.author.screen_name}` : 'the author';
  const act = (action: ModerationAction, done: string, ask: string) =>
    run(`/immunity/reports/${report.id}/actions`, { action, note: note.trim() }, done, ask);
  const open = report.status === 'open';
  return (
    <div className="admin-actions" role="group" aria-label={`Actions on report ${report.id}`}>
      <div className="field">
        <label htmlFor={`${id}-note`}>
          Note <span className="optional">(the author reads it on hide and warn; kept in the audit log)</span>
        </label>
        <input id={`${id}-note`} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="admin-action-row">
        {report.target_type !== 'user' &&
          (report.target.hidden ? (
            <button
              type="button"
              className="btn btn-sm btn-light"
              disabled={busy}
              onClick={() => act('restore', 'Restored: everybody sees it again.', `Restore ${what}?`)}
            >
              Restore
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-sm btn-danger"
              disabled={busy}
              onClick={() =>
                act('hide', 'Hidden. The reporters are told.', `Hide ${what} from everybody but its author?`)
              }
            >
              Hide
            </button>
          ))}
        {open && (
          <>
            <button
              type="button"
              className="btn btn-sm btn-light"
              disabled={busy}
              onClick={() => act('warn', `${author} is warned. The reporters are told.`, `Warn ${author}?`)}
            >
              Warn
            </button>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              disabled={busy}
              onClick={() =>
                act(
                  'suspend',
                  `${author} is suspended and signed out.`,
                  `Suspend ${author}? Every session of theirs ends now${report.target_type === 'user' ? '' : ', and the content is hidden'}.`,
                )
              }
            >
              Suspend author
            </button>
            <button
              type="button"
              className="btn btn-sm btn-light"
              disabled={busy}
              onClick={() => act('dismiss', 'Dismissed. The reporters are told.', 'Dismiss: it breaks no rule?')}
            >
              Dismiss
            </button>
          </>
        )}
      </div>
    </div>
  );
}
