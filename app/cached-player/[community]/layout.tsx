// Pages kept for signed-in players (issue 24 part 5, DESIGN.md page serving): proxy.ts rewrites a
// player's plain visit of a challenge or of their dashboard home here. Like the visitor cache (app/cached/), nothing below
// reads the request, so each page is rendered once for every player and kept until a mutation
// revalidates its data tags or VISITOR_CACHE_SECONDS pass; what is the viewer's own is a slot that
// the browser fills from one call after the page (components/personal/PersonalPartsProvider.tsx).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminEntrySlot } from '@/components/shell/AdminEntrySlot';
import { CommunityFrame } from '@/components/shell/CommunityFrame';
import { NavbarUserSlot } from '@/components/shell/NavbarUserSlot';
import { communityMetadata } from '@/server/bff/community-metadata';
import { loadVisitorShell } from '@/server/bff/shell';

// Kept means nothing below reads the request: a build that finds a read fails instead of serving
// this tree per request, without the nonce (proxy.ts gives kept pages none) or the hashed policy.
export const dynamic = 'error';

type Props = { children: ReactNode; params: Promise<{ community: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return communityMetadata((await params).community);
}

export default async function PlayerCommunityLayout({ children, params }: Props) {
  const { community } = await params;
  const shell = await loadVisitorShell(community);
  if (!shell.platform) notFound();
  return (
    <CommunityFrame
      community={community}
      platform={shell.platform}
      shell={shell}
      slots={{ NavbarUserSlot, AdminEntrySlot }}
    >
      {children}
    </CommunityFrame>
  );
}
