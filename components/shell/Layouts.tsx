// Page layouts of spec 1 §2: wide (default), boxed (breadcrumbs, sidebar, Game Dash slot),
// boxed without Game Dash, raw. The auth layout is the accounts service's own.
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { Sidebar, type SidebarFamily } from './Sidebar';

export function WideLayout({ children }: { children: ReactNode }) {
  return <div className="container page">{children}</div>;
}

export function BoxedLayout(props: {
  children: ReactNode;
  crumbs: Crumb[];
  ownProfileHref?: string;
  family: SidebarFamily;
  screenName: string | null;
  current: string;
  /** The Game Dash panel; omit for 'boxed without Game Dash'. */
  gameDash?: ReactNode;
}) {
  return (
    <div className="container page">
      <Breadcrumbs items={props.crumbs} ownProfileHref={props.ownProfileHref} />
      <div className={`boxed ${props.gameDash ? 'with-gamedash' : ''}`} style={{ marginTop: '1rem' }}>
        <Sidebar family={props.family} screenName={props.screenName} current={props.current} />
        <div>{props.children}</div>
        {props.gameDash}
      </div>
    </div>
  );
}
