'use client';
// What a page shows when its server render failed (the provider is down or slow, issue 15): the
// brand, the spec's generic message (spec 1 §8), a retry that loads the page again from the server
// and the way to tell us. Nothing here calls the provider, so it renders while the provider is down.
// One boundary, at the root (app/error.tsx): each boundary adds to every page's JavaScript, and the
// challenge page is held under 150 kB. So its two links are plain: the route table (lib/routes/table)
// and next/link would each add kilobytes to every first load, and after a failure a full load of
// the next page is what we want anyway.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { MESSAGES } from '@/lib/constants';

const noSubscription = () => () => {};

export function ErrorPage({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A full load of the same address: reset() alone would re-render the failed server output.
  const here = useSyncExternalStore(
    noSubscription,
    () => window.location.href,
    () => undefined,
  );
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const feedback = `/send-feedback?${new URLSearchParams({
    about: 'Page failed to load',
    feedback: error.digest ? `Error ${error.digest}` : error.message,
  })}`;
  return (
    <>
      <header className="navbar">
        <div className="container navbar-inner">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load after a failure (header) */}
          <a href="/" className="brand">
            <img src="/icon.svg" alt="" width={28} height={28} />
            <span>Nervus</span>
          </a>
        </div>
      </header>
      <main id="main" className="container page error-page">
        <div className="card error-page-card">
          <h1 ref={heading} tabIndex={-1}>
            This page could not be loaded
          </h1>
          <p role="alert">{MESSAGES.generic}</p>
          <p className="error-page-actions">
            <a className="btn" href={here}>
              Try again
            </a>
            <a className="btn btn-ghost" href={feedback}>
              Tell us about it
            </a>
          </p>
        </div>
      </main>
    </>
  );
}
