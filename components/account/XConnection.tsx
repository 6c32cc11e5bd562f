'use client';
// Connecting an X account for the tweet preview's 'Tweet now' (issue 20; spec 3 §5): OAuth 2.0 with
// PKCE run by the provider, which keeps the tokens; this only starts it and can disconnect.
import { useState } from 'react';
import type { SocialConnections } from '@/lib/contracts/sharing';
import { api, errorMessage } from '@/lib/client/api';

export function XConnection({ initial, result }: { initial: SocialConnections; result?: string }) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const x = state.connections.find((c) => c.provider === 'twitter');

  async function connect() {
    setBusy(true);
    setError(null);
    try {
      const { url } = await api<{ url: string }>('/sharing/social/twitter/connect', { method: 'POST' });
      window.location.assign(url);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  async function disconnect() {
    setBusy(true);
    setError(null);
    try {
      await api('/sharing/social/twitter', { method: 'DELETE' });
      setState({ ...state, connections: state.connections.filter((c) => c.provider !== 'twitter') });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="x-connection-heading">
      <h2 id="x-connection-heading">Tweet from Nervus</h2>
      {result === 'connected' && x && <p role="status">Your X account is connected.</p>}
      {result === 'failed' && (
        <p className="alert alert-danger" role="alert">
          X did not accept the connection. Please try again.
        </p>
      )}
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      {!state.available ? (
        <p className="muted">
          Posting to X from here is not set up on this site. Tweet now opens X’s own share window with your text.
        </p>
      ) : x ? (
        <p>
          Connected as <strong>@{x.handle}</strong>. Tweet now posts your tweet and the top rated ideas as replies.{' '}
          <button type="button" className="btn btn-ghost" onClick={disconnect} disabled={busy}>
            Disconnect
          </button>
        </p>
      ) : (
        <p>
          Connect your X account so Tweet now posts for you, with the top rated ideas as replies. Nervus never shows
          your X keys to this browser.{' '}
          <button type="button" className="btn" onClick={connect} disabled={busy}>
            Connect X account
          </button>
        </p>
      )}
    </section>
  );
}
