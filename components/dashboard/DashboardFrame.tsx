// The frame of every dashboard page: the boxed layout with the dashboard sidebar, breadcrumbs,
// the role navigation, the page heading and, below, the page's own content.
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Crumb } from '../shell/Breadcrumbs';
import { BoxedLayout } from '../shell/Layouts';
import { href, userHomeHref } from '@/lib/routes/table';
import type { TourPage } from '@/lib/tour';
import { TourLauncher } from '../tour/TourLauncher';
import { DashboardNav, type DashboardRole } from './DashboardNav';
import './dashboard.css';

/** The onboarding guides of dashboard pages (spec 3 §2.9): nerve-on and innovator-dashboard. */
const TOUR_PAGE_OF: Partial<Record<DashboardRole, TourPage>> = { overview: 'dashboard', innovator: 'innovator' };

export function DashboardFrame(props: {
  /** The owner's handle; 'me' on the page kept for every owner (app/cached-player/), whose links lead there by redirect. */
  screenName: string;
  /** The page's community, named by a kept page, which reads no request (DashboardNav). */
  community?: string;
  role: DashboardRole;
  /** The path of this page, for the navigation's current marks. */
  page: string;
  crumbs: Crumb[];
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { screenName } = props;
  const home: Crumb = { label: 'My Dashboard', href: href('dashboard.home', { platformSlug: screenName }) };
  // On the dashboard home itself 'My Dashboard' is the current crumb.
  const crumbs = props.crumbs.length ? [home, ...props.crumbs] : [{ label: home.label }];
  return (
    <BoxedLayout
      crumbs={crumbs}
      ownProfileHref={userHomeHref(screenName)}
      family="dashboard"
      screenName={screenName}
      current={props.page}
    >
      <div className="dash">
        {TOUR_PAGE_OF[props.role] && <TourLauncher page={TOUR_PAGE_OF[props.role]!} signedIn />}
        {/* My Progress keeps one row of navigation, its own pages; the breadcrumb leads back to the roles (issue 22). */}
        {props.role !== 'my-progress' && (
          <DashboardNav screenName={screenName} role={props.role} page={props.page} community={props.community} />
        )}
        <h1 className="dash-title">{props.title}</h1>
        {props.lead && <div className="dash-lead">{props.lead}</div>}
        {props.children}
      </div>
    </BoxedLayout>
  );
}

/** A list with nothing in it: what it would hold, and the next thing to do. */
export function EmptyState({ children, action }: { children: ReactNode; action?: { label: string; href: string } }) {
  return (
    <div className="dash-empty card">
      <p>{children}</p>
      {action && (
        <Link className="btn" href={action.href}>
          {action.label}
        </Link>
      )}
    </div>
  );
}

/** The provider could not answer: nothing is shown as if it were the data. */
export function DashboardUnavailable() {
  return (
    <p role="alert" className="alert alert-danger">
      This dashboard could not be loaded. Please try again later.
    </p>
  );
}
