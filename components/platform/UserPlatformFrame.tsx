// Shared frame of the pages under a user's platform: the user info block, the tabs, then the page.
import type { ReactNode } from 'react';
import type { PublicUser } from '@/lib/contracts/account';
import type { StaffPositions } from '@/lib/contracts/staff';
import { staffLine } from '@/lib/staff';
import { UserInfoBlock } from './UserInfoBlock';
import { UserPlatformTabs, type UserPlatformTab } from './UserPlatformTabs';

export interface UserPlatformHeader {
  user: PublicUser;
  viewer: unknown;
  isOwner: boolean;
  canShadow: boolean;
  /** The owner's level; null for everyone else. */
  level: number | null;
  /** The community's origin: the absolute link Share on someone else's platform hands out. */
  shell?: { origin: string };
  /** Where the user is staff (GET /users/{id}/staffs); null or absent hides the staff line. */
  staff?: StaffPositions | null;
}

/** The signed-in viewer's screen name (their dashboard links), from the loader's Viewer. */
function viewerScreenName(viewer: unknown): string | null {
  const name = (viewer as { account?: { user?: { screen_name?: unknown } } } | null)?.account?.user?.screen_name;
  return typeof name === 'string' ? name : null;
}

/** The signed-in viewer's id: their scout id on the links they share. */
function viewerId(viewer: unknown): number | null {
  const id = (viewer as { account?: { user?: { id?: unknown } } } | null)?.account?.user?.id;
  return typeof id === 'number' ? id : null;
}

export function UserPlatformFrame({
  frame,
  current,
  children,
}: {
  frame: UserPlatformHeader;
  current: UserPlatformTab | null;
  children: ReactNode;
}) {
  return (
    <>
      <UserInfoBlock
        user={frame.user}
        isOwner={frame.isOwner}
        signedIn={Boolean(frame.viewer)}
        viewerScreenName={viewerScreenName(frame.viewer)}
        viewerId={viewerId(frame.viewer)}
        origin={frame.shell?.origin ?? ''}
        staff={staffLine(frame.staff)}
        canShadow={frame.canShadow}
        level={frame.level}
      />
      <UserPlatformTabs screenName={frame.user.screen_name} current={current} />
      <div className="container page user-platform-page">{children}</div>
    </>
  );
}
