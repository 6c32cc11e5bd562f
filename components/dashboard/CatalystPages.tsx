// The catalyst's dashboard pages (spec 2 §2, spec 3 §2.4): open (linking to each challenge's owner
// page in easy or advanced mode), closing, drafts, suggestion boxes and closed (results, money).
import Link from 'next/link';
import type { ReactNode } from 'react';
import { draftHref } from '@/lib/challenges/draft-links';
import { formatScore } from '@/lib/challenges/ranking';
import type { CatalystClosed, CatalystDashboard } from '@/lib/contracts/dashboards';
import { DRAFT_TEXTS, type DraftSummary } from '@/lib/contracts/drafts';
import { CLOSING_WINDOW_DAYS, type CatalystTab } from '@/lib/dashboards';
import { formatMoneyCents } from '@/lib/money';
import type { ChallengeCard } from '@/lib/contracts/challenge';
import { challengeHref, type LinkContext } from '@/lib/routes/community-links';
import { href, userHomeHref } from '@/lib/routes/table';
import { getCatalystDashboard, getMyDrafts, requireDashboardOwner } from '@/server/bff/dashboards';
import { linkContext } from '@/server/bff/links';
import { Pagination } from '../browse/Pagination';
import { ChallengeSummary, formatDay, plural, ScopeNote } from './ChallengeSummary';
import { DashboardFrame, DashboardUnavailable, EmptyState } from './DashboardFrame';
import { DashboardSubTabs } from './DashboardNav';
import { DeclinePrizeButton } from './catalyst/DeclinePrizeButton';
import { PayPrizesButton } from '../wallet/PayPrizesButton';

type ListTab = Exclude<CatalystTab, 'drafts'>;
const TAB_LABELS: Record<CatalystTab, string> = {
  open: 'Open',
  closing: 'Closing',
  drafts: 'Drafts',
  'suggestion-box': 'Suggestion boxes',
  closed: 'Closed',
};
const TITLES: Record<CatalystTab, string> = {
  open: 'My open challenges',
  closing: 'Closing soon',
  drafts: 'My drafts',
  'suggestion-box': 'My suggestion boxes',
  closed: 'My closed challenges',
};
const EMPTY: Record<ListTab, string> = {
  open: 'You have no open challenge. Ask the crowd a ‘What could…?’ question and follow its ideas and ratings here.',
  closing: `None of your open challenges ends within the next ${CLOSING_WINDOW_DAYS} days.`,
  'suggestion-box': 'You have no suggestion box or Ask-me-anything yet.',
  closed: 'None of your challenges has closed yet. When one closes, its winners and prize money show here.',
};
const CREATE = { label: 'Post your own Challenge Question', href: href('challenges.create') };

const listHref = (platformSlug: string, tab: CatalystTab) => href(`dashboard.catalyst.${tab}`, { platformSlug });

function CatalystFrame({
  screenName,
  tab,
  counts,
  children,
  lead,
}: {
  screenName: string;
  tab: CatalystTab;
  counts?: Record<CatalystTab, number>;
  children: ReactNode;
  lead?: ReactNode;
}) {
  const path = listHref(screenName, tab);
  const tabs = (['open', 'closing', 'drafts', 'suggestion-box', 'closed'] as const).map((t) => ({
    label: TAB_LABELS[t],
    href: listHref(screenName, t),
    count: counts?.[t],
  }));
  return (
    <DashboardFrame
      screenName={screenName}
      role="catalyst"
      page={path}
      crumbs={[{ label: 'Catalyst', href: listHref(screenName, 'open') }, { label: TAB_LABELS[tab] }]}
      title={TITLES[tab]}
      lead={lead}
    >
      <DashboardSubTabs tabs={tabs} current={path} label="Catalyst pages" />
      {children}
    </DashboardFrame>
  );
}

/** The owner's page of an open challenge, in its two modes (built beside this dashboard). */
function OwnerLinks({ screenName, card, links }: { screenName: string; card: ChallengeCard; links: LinkContext }) {
  const slug = card.slug;
  return (
    <>
      <Link
        className="btn btn-sm"
        href={href('dashboard.catalyst.open.detail', { platformSlug: screenName, challenge: slug }, { mode: 'easy' })}
      >
        Manage (easy mode)
      </Link>
      <Link
        className="btn btn-ghost btn-sm"
        href={href(
          'dashboard.catalyst.open.detail',
          { platformSlug: screenName, challenge: slug },
          { mode: 'advanced' },
        )}
      >
        Advanced mode
      </Link>
      <Link className="btn btn-ghost btn-sm" href={challengeHref(links, card)}>
        Challenge page
      </Link>
    </>
  );
}

function ClosedResults({ row }: { row: CatalystClosed }) {
  const money = row.settlement;
  return (
    <>
      {row.winners.length ? (
        <ol className="dash-winners" aria-label="Winners">
          {row.winners.map((winner) => (
            <li key={winner.idea_id}>
              <span className="dash-rank">#{winner.rank}</span> {winner.title}{' '}
              <span className="muted">
                by{' '}
                <Link href={userHomeHref(winner.author.handle)} data-user-id={winner.author.id}>
                  @{winner.author.handle}
                </Link>{' '}
                · score {formatScore(winner.score)}
              </span>
              {winner.prize_cents !== null && (
                <span className="dash-prize"> · {formatMoneyCents(winner.prize_cents)}</span>
              )}
              {winner.prize_cents ? (
                winner.prize_declined ? (
                  <span className="muted"> · declined</span>
                ) : (
                  <>
                    {' '}
                    · <DeclinePrizeButton ideaId={winner.idea_id} title={winner.title} />
                  </>
                )
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No idea was ranked: each needs at least 2 ratings.</p>
      )}
      <p className="dash-facts">
        <span>{plural(row.ranked_ideas, 'ranked idea')}</span>
        {money ? (
          <>
            <span>Prize pool {formatMoneyCents(money.prize_pool_cents)}</span>
            <span>Paid out {formatMoneyCents(money.paid_cents)}</span>
            {(money.held_cents ?? 0) > 0 && (
              <span>
                {formatMoneyCents(money.held_cents!)} held{' '}
                <PayPrizesButton slug={row.challenge.slug} heldCents={money.held_cents!} />
              </span>
            )}
            {money.entry_fees_cents > 0 && (
              <span>
                Entry fees {formatMoneyCents(money.entry_fees_cents)}, you kept {formatMoneyCents(money.creator_cents)}
              </span>
            )}
          </>
        ) : (
          row.challenge.prize_money_cents > 0 && <span>No payout was recorded for this challenge.</span>
        )}
      </p>
    </>
  );
}

function Items({
  data,
  screenName,
  links,
  now,
}: {
  data: CatalystDashboard;
  screenName: string;
  links: LinkContext;
  now: Date;
}) {
  switch (data.tab) {
    case 'open':
    case 'closing':
      return data.items.map((card) => (
        <ChallengeSummary
          key={card.id}
          challenge={card}
          now={now}
          links={links}
          title={{ href: href('dashboard.catalyst.open.detail', { platformSlug: screenName, challenge: card.slug }) }}
          actions={<OwnerLinks screenName={screenName} card={card} links={links} />}
        />
      ));
    case 'suggestion-box':
      return data.items.map((card) => <ChallengeSummary key={card.id} challenge={card} now={now} links={links} />);
    case 'closed':
      return data.items.map((row) => (
        <ChallengeSummary key={row.challenge.id} challenge={row.challenge} now={now} links={links}>
          <ClosedResults row={row} />
        </ChallengeSummary>
      ));
    default:
      return null;
  }
}

export async function CatalystListPage({
  community,
  platformSlug,
  tab,
  page,
}: {
  community: string;
  platformSlug: string;
  tab: ListTab;
  page: number;
}) {
  const me = await requireDashboardOwner(community, platformSlug);
  const screenName = me.screen_name;
  const res = await getCatalystDashboard(community, tab, page);
  const links = linkContext(community);
  const path = listHref(screenName, tab);
  const lead =
    tab === 'closing' && res.ok && res.data.tab === 'closing' ? (
      <p className="muted">
        Your open challenges that end within the next {CLOSING_WINDOW_DAYS} days (by {formatDay(res.data.window_end)}),
        ending soonest first.
      </p>
    ) : undefined;
  return (
    <CatalystFrame screenName={screenName} tab={tab} counts={res.ok ? res.data.counts : undefined} lead={lead}>
      {!res.ok ? (
        <DashboardUnavailable />
      ) : (
        <>
          <ScopeNote scope={res.data.scope} links={links} path={path} />
          {res.data.items.length === 0 ? (
            <EmptyState
              action={
                tab === 'closing'
                  ? { label: 'See all your open challenges', href: listHref(screenName, 'open') }
                  : CREATE
              }
            >
              {EMPTY[tab]}
            </EmptyState>
          ) : (
            <ul className="dash-list">
              <Items data={res.data} screenName={screenName} links={links} now={new Date()} />
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
    </CatalystFrame>
  );
}

function DraftList({ drafts, links }: { drafts: DraftSummary[]; links: LinkContext }) {
  return (
    <ul className="dash-list">
      {drafts.map((draft) => (
        <li key={draft.id} className="dash-item card">
          <h2 className="dash-item-title">
            <a href={draftHref(links, draft)}>{draft.title ?? DRAFT_TEXTS.noTitle}</a>
          </h2>
          <p className="dash-meta">
            {draft.solution_format === 'test-an-idea' && <span>Test my Idea</span>}
            {draft.platform !== links.community && <span>{draft.platform}</span>}
            <span>Saved {formatDay(draft.updated_at)}</span>
          </p>
          <div className="dash-actions">
            <a className="btn btn-sm" href={draftHref(links, draft)}>
              Continue this draft
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}

export async function CatalystDraftsPage({ community, platformSlug }: { community: string; platformSlug: string }) {
  const me = await requireDashboardOwner(community, platformSlug);
  const [drafts, counts] = await Promise.all([getMyDrafts(), getCatalystDashboard(community, 'open', 1)]);
  const links = linkContext(community);
  return (
    <CatalystFrame
      screenName={me.screen_name}
      tab="drafts"
      counts={counts.ok ? counts.data.counts : undefined}
      lead={
        <p className="muted">Questions you saved in the creation flow, newest first. Continue one where you left it.</p>
      }
    >
      {!drafts.ok ? (
        <DashboardUnavailable />
      ) : drafts.data.length === 0 ? (
        <EmptyState action={CREATE}>{DRAFT_TEXTS.empty}</EmptyState>
      ) : (
        <DraftList drafts={drafts.data} links={links} />
      )}
    </CatalystFrame>
  );
}
