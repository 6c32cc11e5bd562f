// The frame of a challenge's rating and idea-entry pages (start-rate, rate, rating-unlock,
// idea-unlock, idea-entry-fee): a breadcrumb back to the challenge, the page's heading and the
// question it is about.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { href } from '@/lib/routes/table';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import '../detail/challenge-page.css';
import './rate-pages.css';

export function ChildPageFrame({
  challenge,
  title,
  children,
}: {
  challenge: { slug: string; question_title: string };
  title: string;
  children: ReactNode;
}) {
  const show = href('challenges.show', { challenge: challenge.slug });
  return (
    <div className="container page challenge-child-page">
      <Breadcrumbs items={[{ label: challenge.question_title, href: show }, { label: title }]} />
      <header className="child-page-header">
        <h1>{title}</h1>
        <p className="child-page-question">
          <span className="muted">Challenge: </span>
          <Link href={show}>{challenge.question_title}</Link>
        </p>
      </header>
      {children}
    </div>
  );
}
