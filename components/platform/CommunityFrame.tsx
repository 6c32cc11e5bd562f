// Frame of the community-level pages under '/platform/…' (the community's forum and tournaments):
// the community header, then the page.
import type { ReactNode } from 'react';
import type { Platform } from '@/lib/contracts/platform';
import { Masthead } from '../shell/Masthead';

export function CommunityFrame({
  platform,
  signedIn,
  children,
}: {
  platform: Platform;
  signedIn: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Masthead platform={platform} signedIn={signedIn} />
      <div className="container page user-platform-page">{children}</div>
    </>
  );
}
