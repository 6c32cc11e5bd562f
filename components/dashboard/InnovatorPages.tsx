// The innovator's dashboard pages (spec 2 §2, spec 3 §2.4): open, closed (results), suggestion
// box, and the detail of one challenge or one idea. Server components: each passes the owner gate,
// loads the viewer's own data and renders it.
import Link from 'next/link';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { DASHBOARD_MESSAGES, type InnovatorTab } from '@/lib/dashboards';
import { href } from '@/lib/routes/table';
import { challengeHref } from '@/lib/routes/community-links';
import { getInnovatorDashboard, getInnovatorEntry, getMyIdea, requireDashboardOwner } from '@/server/bff/dashboards';
import { getIdeaIterations } from '@/server/bff/idea-notes';
import { linkContext } from '@/server/bff/links';
import { IdeaVersions } from '../idea-notes/IdeaVersions';
import { IterationForm } from '../idea-notes/IterationForm';
import { Pagination } from '../browse/Pagination';
import { ChallengeSummary, ScopeNote } from './ChallengeSummary';
import { DashboardFrame, DashboardUnavailable, EmptyState } from './DashboardFrame';
import { DashboardSubTabs } from './DashboardNav';
import { MyIdeasList, StandingFacts } from './IdeaStanding';

const TAB_LABELS: Record<InnovatorTab, string> = {
  open: 'Open challenges',
  closed: 'Closed: my results',
  'suggestion-box': 'Suggestion boxes',
};
const TITLES: Record<InnovatorTab, string> = {
  open: 'My open challenges',
  closed: 'My results',
  'suggestion-box': 'My questions in suggestion boxes',
};

function listHref(platformSlug: string, tab: InnovatorTab): string {
  if (tab === 'open') return href('dashboard.innovator.open', { platformSlug });
  if (tab === 'closed') return href('dashboard.innovator.closed', { platformSlug });
  return href('dashboard.innovator.suggestion-box', { platformSlug });
}

/** Where one of my challenges (and optionally one idea in it) is shown, by the list it belongs to. */
export function innovatorDetailHref(platformSlug: string, tab: InnovatorTab, challenge: string, idea?: number): string {
  if (tab === 'open') return href('dashboard.innovator.open.detail', { platformSlug, challenge, idea });
  if (tab === 'closed') return href('dashboard.innovator.closed.detail', { platformSlug, challenge, idea });
  return href('dashboard.innovator.suggestion-box', { platformSlug, challenge, idea });
}

const EMPTY: Record<InnovatorTab, string> = {
  open: 'You have no ideas in an open challenge yet. Answer a question and your ideas show up here, with their ratings.',
  closed:
    'None of the challenges you entered has closed yet. When one closes, your score, rank and prize show up here.',
  'suggestion-box': 'You have not asked a question in a suggestion box or an Ask-me-anything yet.',
};

function InnovatorTabs({
  platformSlug,
  counts,
  current,
}: {
  platformSlug: string;
  counts?: Record<InnovatorTab, number>;
  current: string;
}) {
  const tabs = (['open', 'closed', 'suggestion-box'] as const).map((tab) => ({
    label: TAB_LABELS[tab],
    href: listHref(platformSlug, tab),
    count: counts?.[tab],
  }));
  return <DashboardSubTabs tabs={tabs} current={current} label="Innovator pages" />;
}

export async function InnovatorListPage({
  community,
  platformSlug,
  tab,
  page,
}: {
  community: string;
  platformSlug: string;
  tab: InnovatorTab;
  page: number;
}) {
  const me = await requireDashboardOwner(community, platformSlug);
  const screenName = me.screen_name;
  const path = listHref(screenName, tab);
  const res = await getInnovatorDashboard(community, tab, page);
  const links = linkContext(community);
  const now = new Date();
  return (
    <DashboardFrame
      screenName={screenName}
      role="innovator"
      page={path}
      crumbs={[{ label: 'Innovator', href: listHref(screenName, 'open') }, { label: TAB_LABELS[tab] }]}
      title={TITLES[tab]}
    >
      <InnovatorTabs platformSlug={screenName} counts={res.ok ? res.data.counts : undefined} current={path} />
      {!res.ok ? (
        <DashboardUnavailable />
      ) : (
        <>
          <ScopeNote scope={res.data.scope} links={links} path={path} />
          {res.data.items.length === 0 ? (
            <EmptyState
              action={
                tab === 'suggestion-box'
                  ? { label: 'Find an Ask-me-anything', href: href('home.challenges') }
                  : { label: 'Browse open challenges', href: href('home.challenges') }
              }
            >
              {EMPTY[tab]}
            </EmptyState>
          ) : (
            <ul className="dash-list">
              {res.data.items.map((entry) => (
                <ChallengeSummary
                  key={entry.challenge.id}
                  challenge={entry.challenge}
                  now={now}
                  links={links}
                  title={{ href: innovatorDetailHref(screenName, tab, entry.challenge.slug) }}
                >
                  <MyIdeasList
                    ideas={entry.my_ideas}
                    closed={entry.closed}
                    ranked={entry.ranked_ideas}
                    label={tab === 'suggestion-box' ? 'My questions' : 'My ideas'}
                    hrefFor={(id) => innovatorDetailHref(screenName, tab, entry.challenge.slug, id)}
                  />
                </ChallengeSummary>
              ))}
            </ul>
          )}
          <Pagination
            page={res.data.page}
            total={res.data.total}
            size={res.data.size}
            hrefFor={(n) => `${path}${n > 1 ? `?page=${n}` : ''}`}
          />
        </>
      )}
    </DashboardFrame>
  );
}

/** A detail seen under the other list (a challenge that closed since) moves to the list it belongs to now. */
function detailList(entry: { closed: boolean }, asked: InnovatorTab): InnovatorTab {
  if (asked === 'suggestion-box') return asked;
  return entry.closed ? 'closed' : 'open';
}

function Problem({ text, back }: { text: string; back: string }) {
  return (
    <div className="dash-empty card">
      <p role="alert">{text}</p>
      <Link className="btn btn-ghost" href={back}>
        Back to the list
      </Link>
    </div>
  );
}

export async function InnovatorDetailPage({
  community,
  platformSlug,
  tab,
  challenge,
  idea,
}: {
  community: string;
  platformSlug: string;
  tab: InnovatorTab;
  challenge: string;
  idea?: string;
}) {
  const me = await requireDashboardOwner(community, platformSlug);
  const screenName = me.screen_name;
  const back = listHref(screenName, tab);
  const links = linkContext(community);
  const now = new Date();
  const crumbs = [
    { label: 'Innovator', href: listHref(screenName, 'open') },
    { label: TAB_LABELS[tab], href: back },
  ];
  const frame = (title: string, path: string, body: ReactNode, extraCrumbs: { label: string; href?: string }[]) => (
    <DashboardFrame
      screenName={screenName}
      role="innovator"
      page={path}
      crumbs={[...crumbs, ...extraCrumbs]}
      title={title}
    >
      <InnovatorTabs platformSlug={screenName} current={back} />
      {body}
    </DashboardFrame>
  );

  if (idea === undefined) {
    const res = await getInnovatorEntry(challenge);
    const path = innovatorDetailHref(screenName, tab, challenge);
    if (!res.ok)
      return frame(
        'Challenge',
        path,
        res.status === 404 ? (
          <Problem text={DASHBOARD_MESSAGES.challengeNotFound} back={back} />
        ) : (
          <DashboardUnavailable />
        ),
        [{ label: 'Challenge' }],
      );
    const list = detailList(res.data, tab);
    if (list !== tab) redirect(innovatorDetailHref(screenName, list, challenge));
    const entry = res.data;
    const what = tab === 'suggestion-box' ? 'questions' : 'ideas';
    return frame(
      entry.challenge.question_title,
      path,
      <ul className="dash-list">
        <ChallengeSummary
          challenge={entry.challenge}
          now={now}
          links={links}
          actions={
            <Link className="btn btn-ghost btn-sm" href={challengeHref(links, entry.challenge)}>
              Open the challenge
            </Link>
          }
        >
          <h3 className="dash-subheading">My {what}</h3>
          {entry.my_ideas.length ? (
            <MyIdeasList
              ideas={entry.my_ideas}
              closed={entry.closed}
              ranked={entry.ranked_ideas}
              label={`My ${what}`}
              hrefFor={(id) => innovatorDetailHref(screenName, tab, challenge, id)}
            />
          ) : (
            <p className="muted">You have no {what} in this challenge.</p>
          )}
        </ChallengeSummary>
      </ul>,
      [{ label: 'Challenge' }],
    );
  }

  const res = await getMyIdea(challenge, idea);
  const path = innovatorDetailHref(screenName, tab, challenge, Number(idea) || undefined);
  if (!res.ok) {
    const text =
      res.status === 403
        ? DASHBOARD_MESSAGES.notYourIdea
        : res.status === 404
          ? (res.errors[0]?.error ?? DASHBOARD_MESSAGES.ideaNotFound)
          : null;
    return frame('Idea', path, text ? <Problem text={text} back={back} /> : <DashboardUnavailable />, [
      { label: 'Idea' },
    ]);
  }
  const mine = res.data;
  if (detailList(mine, tab) !== tab)
    redirect(innovatorDetailHref(screenName, mine.closed ? 'closed' : 'open', challenge, mine.idea.id));
  const iterations = await getIdeaIterations(mine.idea.id);
  return frame(
    mine.idea.title,
    path,
    <article className="card dash-idea">
      <p className="muted">
        For <Link href={innovatorDetailHref(screenName, tab, challenge)}>{mine.challenge.question_title}</Link>
      </p>
      {mine.idea.caption && (
        <p className="dash-caption">
          <span>{mine.idea.caption.top}</span> <span>{mine.idea.caption.bottom}</span>
        </p>
      )}
      {mine.idea.description && <p className="dash-idea-text">{mine.idea.description}</p>}
      <h2 className="dash-subheading">Where it stands</h2>
      <StandingFacts idea={mine.idea} closed={mine.closed} ranked={mine.ranked_ideas} />
      {iterations && <IdeaVersions iterations={iterations} />}
      {iterations?.can_iterate && (
        <IterationForm
          ideaId={mine.idea.id}
          title={mine.idea.title}
          description={mine.idea.description}
          versionsLeft={iterations.versions_left}
        />
      )}
      <div className="dash-actions">
        <Link className="btn btn-ghost btn-sm" href={challengeHref(links, mine.challenge)}>
          Open the challenge
        </Link>
      </div>
    </article>,
    [
      { label: mine.challenge.question_title, href: innovatorDetailHref(screenName, tab, challenge) },
      { label: 'Idea' },
    ],
  );
}
