'use client';
// The share panel (spec 3 §2.6, §4, §8): the personal share link read-only with Copy ('Click to
// copy', 'Copied!' for 5 s), 'Enable Survey Mode?' for the owner (starts on), the network buttons
// (Imgur disabled), 'Composing message...' while the content is prepared by the provider
// (GET /sharing/intent), 'Share Later' ('Saving...', then 'This challenge was saved to share
// later.') with the queue's count badge, the 'Share Panel' link and 'Your Recruits'. Twitter opens
// the tweet preview, loaded only when asked for (it carries twitter-text); the other networks
// open their share window. On phones the browser's own share sheet is offered (Web Share API).
// The server's HTML shows every control disabled until this component has hydrated: a click on a
// button whose code has not arrived yet did nothing, and a checkbox toggled natively kept a link
// that React never re-prepared.
import { useEffect, useId, useRef, useState } from 'react';
import type { SharingContent, SharingNetwork, SharingSubject } from '@/lib/contracts/sharing';
import { SHARING_TEXTS } from '@/lib/contracts/sharing-texts';
import { surveyShareUrl } from '@/lib/challenges/survey';
import { api, errorMessage } from '@/lib/client/api';
import { SHARE_PROVIDER_LABELS } from '@/lib/sharing';
import { useHydrated } from '../ui/useHydrated';
import { CopyButton } from './CopyButton';
import { useSetSnoozedTotal, useSnoozedTotal } from './useSnoozedTotal';

export interface SharePanelProps {
  url: string;
  label: string;
  subject: SharingSubject;
  target: string;
  /** Offer 'Enable Survey Mode?': only on the owner's challenge where survey mode is offered (lib/challenges/survey.ts). */
  surveyMode?: boolean;
  /** The viewer's queue (/{me}/share) and recruits pages; absent for visitors, who cannot save for later. */
  queueHref?: string;
  recruitsHref?: string;
}

type TweetPreviewModule = typeof import('./TweetPreview');
const PANEL_NETWORKS: SharingNetwork[] = ['twitter', 'facebook', 'email', 'reddit'];
const MORE_NETWORKS: SharingNetwork[] = ['linkedin', 'telegram', 'whatsapp'];

export function SharePanel({
  url: baseUrl,
  label,
  subject,
  target,
  surveyMode = false,
  queueHref,
  recruitsHref,
}: SharePanelProps) {
  const [survey, setSurvey] = useState(true);
  const surveyId = useId();
  // One id per panel: the sharing center shows a panel for each challenge.
  const urlId = useId();
  const url = surveyMode ? surveyShareUrl(baseUrl, survey) : baseUrl;
  const cache = useRef(new Map<string, SharingContent>());
  const [composing, setComposing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [snooze, setSnooze] = useState<'idle' | 'saving' | 'saved'>('idle');
  const total = useSnoozedTotal(Boolean(queueHref));
  const setTotal = useSetSnoozedTotal();
  const [tweet, setTweet] = useState<{ module: TweetPreviewModule; content: SharingContent } | null>(null);
  const [canNativeShare, setCanNativeShare] = useState(false);
  const ready = useHydrated();

  useEffect(() => {
    setCanNativeShare(typeof navigator.share === 'function' && matchMedia('(pointer: coarse)').matches);
  }, []);
  // A different target or survey choice is a different message (spec 3 §4 're-prepares').
  useEffect(() => setSnooze('idle'), [target, survey]);

  const query = surveyMode ? `?survey_mode=${survey}` : '';
  const path = `${encodeURIComponent(subject)}/${encodeURIComponent(target)}${query}`;

  async function prepare(): Promise<SharingContent> {
    const known = cache.current.get(path);
    if (known) return known;
    setComposing(true);
    try {
      const content = await api<SharingContent>(`/sharing/intent/${path}`);
      cache.current.set(path, content);
      return content;
    } finally {
      setComposing(false);
    }
  }

  async function share(network: SharingNetwork) {
    setError(null);
    if (network === 'twitter') {
      try {
        const [module, content] = await Promise.all([import('./TweetPreview'), prepare()]);
        setTweet({ module, content });
      } catch (err) {
        setError(errorMessage(err));
      }
      return;
    }
    // Opened now, while the click still counts as the user's: a window opened after an await is blocked.
    const popup = network === 'email' ? null : window.open('', '_blank');
    if (popup) popup.opener = null;
    try {
      setComposing(true);
      const record = await api<{ url: string }>(`/sharing/${network}/${path}`, { method: 'POST' });
      if (popup) popup.location.href = record.url;
      else window.location.href = record.url;
    } catch (err) {
      popup?.close();
      setError(errorMessage(err));
    } finally {
      setComposing(false);
    }
  }

  async function saveForLater() {
    setError(null);
    setSnooze('saving');
    try {
      const content = await prepare();
      const queue = await api<{ total: number }>('/sharing/snoozed', {
        method: 'POST',
        body: { subject, target, payload: content },
      });
      void setTotal(queue.total);
      setSnooze('saved');
    } catch (err) {
      setSnooze('idle');
      setError(errorMessage(err));
    }
  }

  async function nativeShare() {
    try {
      await navigator.share({ title: label, url });
    } catch {
      // Dismissed by the user: nothing to say.
    }
  }

  const button = (network: SharingNetwork) => (
    <li key={network}>
      <button
        type="button"
        className={`btn btn-ghost share-${network}`}
        onClick={() => share(network)}
        disabled={!ready}
      >
        {SHARE_PROVIDER_LABELS[network]}
      </button>
    </li>
  );

  return (
    <div className="share-panel" aria-busy={composing}>
      <div className="field">
        <label htmlFor={urlId}>{label}</label>
        <div className="copy-row">
          <input id={urlId} type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <CopyButton text={url} inputId={urlId} disabled={!ready} />
        </div>
      </div>
      {surveyMode && (
        <div className="check share-survey">
          <input
            id={surveyId}
            type="checkbox"
            checked={survey}
            disabled={!ready}
            onChange={(e) => setSurvey(e.target.checked)}
            aria-describedby={`${surveyId}-hint`}
          />
          <label htmlFor={surveyId}>Enable Survey Mode?</label>
          <span id={`${surveyId}-hint`} className="hint muted">
            {survey
              ? 'Visitors without an account who open this link go straight to a one-question survey and can answer without signing up.'
              : 'The link opens the challenge page.'}
          </span>
        </div>
      )}
      <h3 className="share-networks-heading">Share on</h3>
      <ul className="share-networks">
        {canNativeShare && (
          <li>
            <button type="button" className="btn" onClick={nativeShare}>
              Share…
            </button>
          </li>
        )}
        {PANEL_NETWORKS.map(button)}
        <li>
          <button type="button" className="btn btn-ghost" disabled title="Imgur is not available">
            Imgur
          </button>
        </li>
        {MORE_NETWORKS.map(button)}
      </ul>
      {composing && (
        <p className="share-composing" role="status">
          {SHARING_TEXTS.composing}
        </p>
      )}
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      <div className="share-later">
        <button
          type="button"
          className="btn"
          onClick={saveForLater}
          disabled={!ready || !queueHref || snooze !== 'idle'}
          title={queueHref ? undefined : 'Sign in to save shares for later'}
        >
          {snooze === 'saving' ? SHARING_TEXTS.saving : SHARING_TEXTS.shareLater}
        </button>
        {queueHref && total !== null && (
          <a className="badge share-queue-count" href={queueHref} aria-label={`${total} saved to share later`}>
            {total}
          </a>
        )}
        {queueHref && <a href={queueHref}>{SHARING_TEXTS.sharePanel}</a>}
        {recruitsHref ? (
          <a href={recruitsHref}>{SHARING_TEXTS.yourRecruits}</a>
        ) : (
          <button type="button" className="btn btn-ghost" disabled>
            {SHARING_TEXTS.yourRecruits}
          </button>
        )}
      </div>
      {snooze === 'saved' && <p role="status">{SHARING_TEXTS.saved}</p>}
      {tweet && <tweet.module.TweetPreview provider="twitter" content={tweet.content} onClose={() => setTweet(null)} />}
    </div>
  );
}
