'use client';
// Writing a direct message (markdown; rendered and sanitised by the server). A refused send (the
// rate limit's 429 says when to retry) keeps the text.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import { MESSAGE_MAX_LENGTH } from '@/lib/contracts/social';
import { useUi } from '../ui/UiProvider';

export function MessageComposer({ conversationId }: { conversationId: number }) {
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { toast } = useUi();
  const router = useRouter();
  async function send(e: FormEvent) {
    e.preventDefault();
    if (!body.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await api(`/messages/conversations/${conversationId}/messages`, { method: 'POST', body: { body } });
      setBody('');
      router.refresh();
    } catch (err) {
      setError(errorMessage(err));
      toast(errorMessage(err), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="dm-composer" onSubmit={send}>
      <label htmlFor="dm-body">Your message</label>
      <textarea
        id="dm-body"
        value={body}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(e) => setBody(e.target.value)}
        aria-describedby={error ? 'dm-error' : undefined}
      />
      {error && (
        <p id="dm-error" role="alert" className="field-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy || !body.trim()} aria-busy={busy}>
        {busy ? 'Sending...' : 'Send'}
      </button>
    </form>
  );
}
