'use client';
// POST /acl/moderations/users for ambassadors and admins: suspend a player from posting for some
// days (or until restored), or restore them. The action is logged by the provider.
import { useState, type FormEvent } from 'react';
import { api, errorMessage } from '@/lib/client/api';

export function SuspendForm() {
  const [name, setName] = useState('');
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async (event: FormEvent, action: 'suspend' | 'restore') => {
    event.preventDefault();
    setMessage(null);
    try {
      await api('/forums/moderation/users', {
        method: 'POST',
        body: { screen_name: name, action, days: days ? Number(days) : undefined, reason },
      });
      setMessage({
        ok: true,
        text: action === 'suspend' ? `${name} is suspended from posting.` : `${name} may post again.`,
      });
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(err) });
    }
  };
  return (
    <form className="post-composer" onSubmit={(e) => send(e, 'suspend')}>
      <p>
        <label htmlFor="suspend-name">Screen name</label>
        <input id="suspend-name" value={name} required onChange={(e) => setName(e.target.value)} />
      </p>
      <p>
        <label htmlFor="suspend-days">Days (empty: until restored)</label>
        <input
          id="suspend-days"
          type="number"
          min={1}
          max={3650}
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
      </p>
      <p>
        <label htmlFor="suspend-reason">Reason</label>
        <input id="suspend-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </p>
      {message && (
        <p className={`alert ${message.ok ? 'alert-success' : 'alert-danger'}`} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <button className="btn" type="submit">
        Suspend
      </button>{' '}
      <button className="btn btn-ghost" type="button" onClick={(e) => send(e, 'restore')}>
        Restore
      </button>
    </form>
  );
}
