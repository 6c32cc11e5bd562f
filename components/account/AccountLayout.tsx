// Frame of every /my-account page: boxed layout with the 'account' sidebar; account pages are
// profile pages, so the first crumb is 'My Home' for the signed-in owner (spec 1 §2).
import type { ReactNode } from 'react';
import { href, userHomeHref, type RouteName } from '@/lib/routes/table';
import { BoxedLayout } from '../shell/Layouts';

export type AccountRoute = Extract<RouteName, `account.${string}`>;

export function AccountLayout({
  route,
  title,
  screenName,
  lead,
  children,
}: {
  route: AccountRoute;
  title: string;
  screenName: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const crumbs =
    route === 'account.main'
      ? [{ label: 'My Account' }]
      : [{ label: 'My Account', href: href('account.main') }, { label: title }];
  return (
    <BoxedLayout
      crumbs={crumbs}
      ownProfileHref={userHomeHref(screenName)}
      family="account"
      screenName={screenName}
      current={href(route)}
    >
      <div className="account-page">
        <h1>{title}</h1>
        {lead && <p className="muted account-lead">{lead}</p>}
        {children}
      </div>
    </BoxedLayout>
  );
}
