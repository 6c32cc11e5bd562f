// Money prizes (prize money I won, and what my challenges paid out) and Test idea (my test-an-idea
// challenges and where my own hidden idea stands): spec 3 §2.4 money-prizes and test-idea. Money
// prizes count money actually paid (prize transactions) apart from prizes still held; a catalyst
// can pay a closed challenge's held prizes now (issue 16 §4).
import Link from 'next/link';
import type { PrizeTab } from '@/lib/dashboards';
import { formatMoneyCents } from '@/lib/money';
import { href } from '@/lib/routes/table';
import { getCatalystDashboard, getPrizesDashboard, requireDashboardOwner } from '@/server/bff/dashboards';
import { linkContext } from '@/server/bff/links';
import { Pagination } from '../browse/Pagination';
import { ChallengeSummary, formatDay, plural, ScopeNote } from './ChallengeSummary';
import { DashboardFrame, DashboardUnavailable, EmptyState } from './DashboardFrame';
import { DashboardSubTabs } from './DashboardNav';
import { StandingFacts } from './IdeaStanding';
import { PayPrizesButton } from '../wallet/PayPrizesButton';

const PRIZE_LABELS: Record<PrizeTab, string> = { won: 'Prizes I won', paid: 'Paid by my challenges' };
const prizesHref = (platformSlug: string, tab: PrizeTab, page = 1) =>
  href(
    'dashboard.money-prizes',
    { platformSlug },
    { tab: tab === 'won' ? undefined : tab, page: page > 1 ? String(page) : undefined },
  );

export async function MoneyPrizesPage({
  community,
  platformSlug,
  tab,
  page,
}: {
  community: string;
  platformSlug: string;
  tab: PrizeTab;
  page: number;
}) {
  const me = await requireDashboardOwner(community, platformSlug);
  const screenName = me.screen_name;
  const res = await getPrizesDashboard(community, tab, page);
  const links = linkContext(community);
  const now = new Date();
  const path = prizesHref(screenName, tab);
  const totals = res.ok ? res.data.totals : null;
  const tabs = (['won', 'paid'] as const).map((t) => ({
    label: PRIZE_LABELS[t],
    href: prizesHref(screenName, t),
    count: totals ? (t === 'won' ? totals.won_count : totals.paid_count) : undefined,
  }));
  return (
    <DashboardFrame
      screenName={screenName}
      role="money-prizes"
      page={href('dashboard.money-prizes', { platformSlug: screenName })}
      crumbs={[{ label: 'Money prizes' }]}
      title="Money prizes"
    >
      {totals && (
        <div className="stats dash-stats" aria-label="Prize money">
          <div className="stat">
            <strong>{formatMoneyCents(totals.won_cents)}</strong>paid to you from {plural(totals.won_count, 'prize')}
          </div>
          {(totals.won_held_cents ?? 0) > 0 && (
            <div className="stat">
              <strong>{formatMoneyCents(totals.won_held_cents!)}</strong>won and on its way
            </div>
          )}
          <div className="stat">
            <strong>{formatMoneyCents(totals.paid_cents)}</strong>paid out by{' '}
            {plural(totals.paid_count, 'closed challenge')}
          </div>
          {(totals.paid_held_cents ?? 0) > 0 && (
            <div className="stat">
              <strong>{formatMoneyCents(totals.paid_held_cents!)}</strong>held for your winners
            </div>
          )}
        </div>
      )}
      <DashboardSubTabs tabs={tabs} current={path} label="Money prize lists" />
      {!res.ok ? (
        <DashboardUnavailable />
      ) : (
        <>
          <ScopeNote scope={res.data.scope} links={links} path={path} />
          {res.data.items.length === 0 ? (
            res.data.tab === 'won' ? (
              <EmptyState action={{ label: 'Find a challenge with a money prize', href: href('home.challenges') }}>
                You have not won prize money yet. The top five ideas of a challenge with a money prize share it when the
                challenge closes.
              </EmptyState>
            ) : (
              <EmptyState action={{ label: 'Post your own Challenge Question', href: href('challenges.create') }}>
                None of your closed challenges has paid out prize money yet.
              </EmptyState>
            )
          ) : (
            <ul className="dash-list">
              {res.data.tab === 'won'
                ? res.data.items.map((award) => (
                    <ChallengeSummary key={award.idea.id} challenge={award.challenge} now={now} links={links}>
                      <p className="dash-facts">
                        <span className="dash-prize">Won {formatMoneyCents(award.amount_cents)}</span>
                        {award.status === 'paid' && <span>Paid to your wallet</span>}
                        {award.status === 'held' && award.payable_at && (
                          <span>Prize held until {formatDay(award.payable_at)}</span>
                        )}
                        {award.status === 'declined' && <span>Declined by the catalyst</span>}
                        <span>Rank {award.rank}</span>
                        <span>
                          with{' '}
                          <Link
                            href={href('dashboard.innovator.closed.detail', {
                              platformSlug: screenName,
                              challenge: award.challenge.slug,
                              idea: award.idea.id,
                            })}
                          >
                            {award.idea.title}
                          </Link>
                        </span>
                        <span>{formatDay(award.awarded_at)}</span>
                      </p>
                    </ChallengeSummary>
                  ))
                : res.data.items.map((paid) => (
                    <ChallengeSummary key={paid.challenge.id} challenge={paid.challenge} now={now} links={links}>
                      <p className="dash-facts">
                        <span className="dash-prize">Paid {formatMoneyCents(paid.settlement.paid_cents)}</span>
                        <span>to {plural(paid.winners, 'winner')}</span>
                        {(paid.settlement.held_cents ?? 0) > 0 && (
                          <span>
                            {formatMoneyCents(paid.settlement.held_cents!)} held{' '}
                            <PayPrizesButton slug={paid.challenge.slug} heldCents={paid.settlement.held_cents!} />
                          </span>
                        )}
                        <span>Prize pool {formatMoneyCents(paid.settlement.prize_pool_cents)}</span>
                        {paid.settlement.entry_fees_cents > 0 && (
                          <span>
                            Entry fees {formatMoneyCents(paid.settlement.entry_fees_cents)}, you kept{' '}
                            {formatMoneyCents(paid.settlement.creator_cents)}
                          </span>
                        )}
                        <span>Closed {formatDay(paid.settlement.closed_at)}</span>
                      </p>
                    </ChallengeSummary>
                  ))}
            </ul>
          )}
          <Pagination
            page={res.data.page}
            total={res.data.total}
            size={res.data.size}
            hrefFor={(n) => prizesHref(screenName, tab, n)}
          />
        </>
      )}
    </DashboardFrame>
  );
}

export async function TestIdeaPage({
  community,
  platformSlug,
  page,
}: {
  community: string;
  platformSlug: string;
  page: number;
}) {
  const me = await requireDashboardOwner(community, platformSlug);
  const screenName = me.screen_name;
  const res = await getCatalystDashboard(community, 'test-idea', page);
  const links = linkContext(community);
  const now = new Date();
  const path = href('dashboard.test-idea', { platformSlug: screenName });
  return (
    <DashboardFrame
      screenName={screenName}
      role="test-idea"
      page={path}
      crumbs={[{ label: 'Test idea' }]}
      title="Test idea"
      lead={
        <p className="muted">
          Your own idea, hidden among the crowd’s and rated double-blind. Its score shows once the challenge closes.
        </p>
      }
    >
      {!res.ok || res.data.tab !== 'test-idea' ? (
        <DashboardUnavailable />
      ) : (
        <>
          <ScopeNote scope={res.data.scope} links={links} path={path} />
          {res.data.items.length === 0 ? (
            <EmptyState action={{ label: 'Test my Idea', href: href('challenges.test-idea') }}>
              You have not tested an idea yet. Post it as a challenge and see how the crowd rates it, not knowing it is
              yours.
            </EmptyState>
          ) : (
            <ul className="dash-list">
              {res.data.items.map((entry) => (
                <ChallengeSummary key={entry.challenge.id} challenge={entry.challenge} now={now} links={links}>
                  <h3 className="dash-subheading">My test idea</h3>
                  {entry.test_idea ? (
                    <p className="dash-test-idea">
                      <strong>{entry.test_idea.title}</strong>{' '}
                      <StandingFacts idea={entry.test_idea} closed={entry.closed} ranked={entry.ranked_ideas} />
                    </p>
                  ) : (
                    <p className="muted">This challenge has no idea of yours.</p>
                  )}
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
