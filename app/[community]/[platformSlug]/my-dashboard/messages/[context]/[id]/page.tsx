// /{platformSlug}/my-dashboard/messages/{context}/{id} (spec 3 §2.4 'messages (with context and
// id)'): one conversation (context 'conversation'); ?before= pages back. Owner only; opening it
// marks the messages sent to me read.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { ConversationView } from '@/components/people/MessagesView';
import { href } from '@/lib/routes/table';
import { requireDashboardOwner } from '@/server/bff/dashboards';
import { getConversation } from '@/server/bff/people';

export const metadata: Metadata = { title: 'Conversation', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string; context: string; id: string }>;
  searchParams: Promise<{ before?: string }>;
};

export default async function Page({ params, searchParams }: Props) {
  const { community, platformSlug, context, id } = await params;
  const me = (await requireDashboardOwner(community, platformSlug)).screen_name;
  if (context !== 'conversation' || !/^\d{1,9}$/.test(id)) notFound();
  const rawBefore = (await searchParams).before;
  const before = rawBefore && /^\d{1,15}$/.test(rawBefore) ? Number(rawBefore) : undefined;
  const page = await getConversation(Number(id), before);
  if (!page) notFound();
  return (
    <DashboardFrame
      screenName={me}
      role="messages"
      page={href('dashboard.messages', { platformSlug: me })}
      crumbs={[
        { label: 'Messages', href: href('dashboard.messages', { platformSlug: me }) },
        { label: `@${page.with.screen_name}` },
      ]}
      title={`Messages with @${page.with.screen_name}`}
    >
      <ConversationView me={me} page={page} before={before} />
    </DashboardFrame>
  );
}
