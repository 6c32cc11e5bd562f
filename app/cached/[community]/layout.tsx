// The visitor cache (DESIGN.md, performance): pages for people who are not signed in, reached on
// their plain address (no query). proxy.ts rewrites those visits here. Nothing below reads
// the request (cookies, headers, searchParams), so each page is rendered once, kept in Next's
// cache and re-rendered when a mutation revalidates its data tags or after VISITOR_CACHE_SECONDS.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CommunityFrame } from '@/components/shell/CommunityFrame';
import { communityMetadata } from '@/server/bff/community-metadata';
import { loadVisitorShell } from '@/server/bff/shell';

// Kept means nothing below reads the request: a read fails the render (the page's first, nothing
// is built ahead) instead of serving this tree per request, without the nonce (proxy.ts gives kept
// pages none, nor their address or community headers) or the hashed policy.
export const dynamic = 'error';

type Props = { children: ReactNode; params: Promise<{ community: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return communityMetadata((await params).community);
}

export default async function VisitorCommunityLayout({ children, params }: Props) {
  const { community } = await params;
  const shell = await loadVisitorShell(community);
  if (!shell.platform) notFound();
  return (
    <CommunityFrame community={community} platform={shell.platform} shell={shell}>
      {children}
    </CommunityFrame>
  );
}
