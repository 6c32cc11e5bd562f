// Every page of a community rendered for its request (signed-in viewers, or addresses with a
// query); 404 for unknown communities. Plain visits by visitors use app/cached/ instead.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CommunityFrame } from '@/components/shell/CommunityFrame';
import { communityMetadata } from '@/server/bff/community-metadata';
import { loadShell } from '@/server/bff/shell';

type Props = { children: ReactNode; params: Promise<{ community: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return communityMetadata((await params).community);
}

export default async function CommunityLayout({ children, params }: Props) {
  const { community } = await params;
  const shell = await loadShell(community);
  if (!shell.platform) notFound();
  return (
    <CommunityFrame community={community} platform={shell.platform} shell={shell}>
      {children}
    </CommunityFrame>
  );
}
