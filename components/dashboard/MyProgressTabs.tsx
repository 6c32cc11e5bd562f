// The pages of My Progress (spec 3 §2.4 my-progress: score-stats, awards-badges, impact, leaderboards, scores-stats).
import { href, type RouteName } from '@/lib/routes/table';
import { DashboardSubTabs } from './DashboardNav';

const PAGES: { label: string; route: RouteName }[] = [
  { label: 'Nerve Score', route: 'dashboard.my-progress.score-stats' },
  { label: 'Awards & badges', route: 'dashboard.my-progress.awards-badges' },
  { label: 'Impact', route: 'dashboard.my-progress.impact' },
  { label: 'Leaderboards', route: 'dashboard.my-progress.leaderboards' },
  { label: 'Community stats', route: 'dashboard.my-progress.scores-stats' },
];

export function MyProgressTabs({ screenName, current }: { screenName: string; current: RouteName }) {
  const tabs = PAGES.map((p) => ({ label: p.label, href: href(p.route, { platformSlug: screenName }) }));
  return <DashboardSubTabs label="My Progress" tabs={tabs} current={href(current, { platformSlug: screenName })} />;
}
