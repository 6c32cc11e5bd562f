import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Nervus', template: '%s · Nervus' },
  description:
    'Nervus is a crowd-ideation game: post a question challenge, answer with ideas, rate and mentor, and earn neurons.',
  applicationName: 'Nervus',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#4b32c3' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
        <div id="modals" />
      </body>
    </html>
  );
}
