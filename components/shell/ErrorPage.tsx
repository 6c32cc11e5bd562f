'use client';
// What a page shows when its server render failed (the provider is down or slow): the spec's
// generic message, a retry and the way to tell us. One boundary, at the root (app/error.tsx): each
// boundary adds to every page's JavaScript, and the challenge page is held under 150 kB.
import { useEffect, useRef } from 'react';
import { MESSAGES } from '@/lib/constants';

export function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const feedback = `/send-feedback?about=${encodeURIComponent('Page failed to load')}&feedback=${encodeURIComponent(error.digest ? `Error ${error.digest}` : error.message)}`;
  return (
    <div className="container page" style={{ maxWidth: 640, textAlign: 'center', paddingTop: '3rem' }}>
      <h1 ref={heading} tabIndex={-1}>
        This page could not be loaded
      </h1>
      <p className="muted" role="alert">
        {MESSAGES.generic}
      </p>
      <p>
        <button type="button" className="btn" onClick={reset}>
          Try again
        </button>{' '}
        <a className="btn btn-ghost" href={feedback}>
          Tell us about it
        </a>
      </p>
    </div>
  );
}
