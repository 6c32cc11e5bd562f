// React server rendering for email bodies (issue 19 §4): components in email/templates render to
// static markup with inline styles (mail clients ignore stylesheets). The layout around every
// message (brand, footer, unsubscribe link) is added by compose.tsx when the message is sent.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export function renderEmailHtml(element: ReactElement): string {
  return renderToStaticMarkup(element);
}

export const EMAIL_COLORS = { accent: '#5b3fd6', ink: '#1c1830', muted: '#5d5873', line: '#d9d5e6', bg: '#f5f3fb' };

/** A call-to-action link styled as a button. */
export function EmailButton({ href, children }: { href: string; children: string }) {
  return (
    <p style={{ margin: '24px 0' }}>
      <a
        href={href}
        style={{
          background: EMAIL_COLORS.accent,
          color: '#ffffff',
          padding: '12px 20px',
          borderRadius: 8,
          fontWeight: 700,
          textDecoration: 'none',
          display: 'inline-block',
        }}
      >
        {children}
      </a>
    </p>
  );
}
