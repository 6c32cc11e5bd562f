'use client';
// One feedback message's actions in the inbox (issue 21 §2): mark read, resolve, or reply by email
// (queued in the outbox); and the group's "Resolve all" for a link reported many times.
import { useId, useState } from 'react';
import type { FeedbackItem } from '@/lib/contracts/admin';
import { useAdminAction } from './useAdminAction';

export function ResolveGroupButton({ path, about, count }: { path: string; about: string; count: number }) {
  const { busy, run } = useAdminAction();
  return (
    <button
      type="button"
      className="btn btn-sm"
      disabled={busy}
      onClick={() => run('/admin/feedbacks/resolve', { path, about }, 'Resolved.', `Resolve all ${count} messages?`)}
    >
      Resolve all
    </button>
  );
}

export function FeedbackActions({ item }: { item: FeedbackItem }) {
  const id = useId();
  const { busy, run } = useAdminAction();
  const [replying, setReplying] = useState(false);
  const [subject, setSubject] = useState(`Re: ${item.about}`);
  const [message, setMessage] = useState('');
  const canReply = Boolean(item.email || item.sender);

  async function send(e: React.FormEvent) {
    e.preventDefault();
    const sent = await run(`/admin/feedbacks/${item.id}/reply`, { subject, message }, 'Reply queued for email.');
    if (sent) {
      setReplying(false);
      setMessage('');
    }
  }

  return (
    <div className="admin-actions">
      <div className="admin-action-row">
        {item.state === 'new' && (
          <button
            type="button"
            className="btn btn-sm btn-light"
            disabled={busy}
            onClick={() => run(`/admin/feedbacks/${item.id}/state`, { state: 'read' }, 'Marked read.')}
          >
            Mark read
          </button>
        )}
        {item.state !== 'resolved' && (
          <button
            type="button"
            className="btn btn-sm btn-light"
            disabled={busy}
            onClick={() => run(`/admin/feedbacks/${item.id}/state`, { state: 'resolved' }, 'Resolved.')}
          >
            Resolve
          </button>
        )}
        {canReply && !replying && (
          <button type="button" className="btn btn-sm btn-light" onClick={() => setReplying(true)}>
            Reply by email
          </button>
        )}
      </div>
      {replying && (
        <form onSubmit={send} aria-label={`Reply to message ${item.id}`}>
          <div className="field">
            <label htmlFor={`${id}-subject`}>Subject</label>
            <input
              id={`${id}-subject`}
              value={subject}
              maxLength={200}
              required
              onChange={(e) => setSubject(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-message`}>Message</label>
            <textarea
              id={`${id}-message`}
              value={message}
              maxLength={5000}
              rows={4}
              required
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <button className="btn btn-sm" type="submit" disabled={busy}>
            Send reply
          </button>{' '}
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => setReplying(false)}>
            Cancel
          </button>
        </form>
      )}
    </div>
  );
}
