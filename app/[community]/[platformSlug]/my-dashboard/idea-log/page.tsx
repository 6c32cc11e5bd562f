// Idea log (spec 3 §2.4 idea-log, §6): every idea a player entered, newest first. The player and
// their teammates browse it; anybody else signed in is told whose it is to read.
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { DashboardFrame, EmptyState } from '@/components/dashboard/DashboardFrame';
import { signInReturnPath } from '@/lib/accounts-urls';
import { TEAM_TEXTS } from '@/lib/contracts/teams';
import { href } from '@/lib/routes/table';
import { getViewer, requestContext } from '@/server/bff/loaders';
import { getIdeaLog } from '@/server/bff/teams';
import { loadUserPlatform } from '@/server/bff/user-platform';

export const metadata: Metadata = { title: 'Idea log', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export default async function IdeaLogPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const viewer = await getViewer();
  if (!viewer) redirect(signInReturnPath((await requestContext()).path, community));
  const user = await loadUserPlatform(platformSlug);
  const me = viewer.account.user;
  const own = user.id === me.id;
  const log = await getIdeaLog(user.screen_name);
  return (
    <DashboardFrame
      screenName={me.screen_name}
      role="overview"
      page={href('dashboard.idea-log', { platformSlug: user.screen_name })}
      crumbs={[
        { label: 'Idea team labs', href: href('dashboard.idea-team-labs', { platformSlug: me.screen_name }) },
        { label: own ? 'My idea log' : `@${user.screen_name}` },
      ]}
      title={own ? 'My idea log' : `@${user.screen_name}'s idea log`}
    >
      {log === 'closed' ? (
        <p className="alert alert-info" role="status">
          {TEAM_TEXTS.ideaLogClosed}
        </p>
      ) : log.ideas.length ? (
        <ol className="plain-list idea-log">
          {log.ideas.map((idea) => (
            <li key={idea.id} className="card">
              <p>
                <strong>
                  {idea.challenge.is_closed ? (
                    <Link href={href('presentation', { platformSlug: user.screen_name, id: idea.id })}>
                      {idea.title}
                    </Link>
                  ) : (
                    idea.title
                  )}
                </strong>
              </p>
              <p className="muted">
                {DAY.format(new Date(idea.created_at))} ·{' '}
                <Link href={href('challenges.show', { challenge: idea.challenge.slug })}>
                  {idea.challenge.question_title}
                </Link>
                {idea.challenge.is_closed ? ' (closed)' : ' (open)'}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState action={own ? { label: 'Find an open challenge', href: href('home.challenges') } : undefined}>
          {own ? 'You have not entered an idea yet.' : 'No ideas entered yet.'}
        </EmptyState>
      )}
    </DashboardFrame>
  );
}
