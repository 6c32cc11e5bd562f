// Nerve-on A-ha, private (spec 3 §2.4 dashboard.nerve-on-ah.private; spec 2 §2 'Save an Idea'):
// the ideas I saved for myself, written down before there is a question for them or kept from a
// challenge, and the form to save one (where the header's Save Idea leads).
import type { Metadata } from 'next';
import { DashboardFrame, EmptyState } from '@/components/dashboard/DashboardFrame';
import { NerveOnAhTabs } from '@/components/idea-notes/NerveOnAhTabs';
import { SavedIdeaList } from '@/components/idea-notes/SavedIdeaList';
import { SaveIdeaForm } from '@/components/idea-notes/SaveIdeaForm';
import { href } from '@/lib/routes/table';
import { requireDashboardOwner } from '@/server/bff/dashboards';
import { getMySavedIdeas } from '@/server/bff/idea-notes';

export const metadata: Metadata = { title: 'Nerve-on A-ha: private', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function NerveOnAhPrivatePage({ params }: Props) {
  const { community, platformSlug } = await params;
  const me = await requireDashboardOwner(community, platformSlug);
  const entries = await getMySavedIdeas('private');
  return (
    <DashboardFrame
      screenName={me.screen_name}
      role="aha"
      page={href('dashboard.nerve-on-ah.private', { platformSlug: me.screen_name })}
      crumbs={[{ label: 'Nerve-on A-ha' }, { label: 'Private' }]}
      title="Nerve-on A-ha: my saved ideas"
      lead={
        <p>
          Write an idea down when it strikes, before there is a question for it, and keep ideas you liked from closed
          challenges. Private ideas are yours alone; make one public to show it on your public A-ha page.
        </p>
      }
    >
      <NerveOnAhTabs platformSlug={me.screen_name} current="private" />
      <section className="card" aria-labelledby="save-idea">
        <h2 id="save-idea">Save an idea</h2>
        <SaveIdeaForm />
      </section>
      <section aria-labelledby="private-ideas">
        <h2 id="private-ideas">Private ideas</h2>
        {entries.length ? (
          <SavedIdeaList entries={entries} owner label="Private ideas" />
        ) : (
          <EmptyState>No private ideas saved yet.</EmptyState>
        )}
      </section>
    </DashboardFrame>
  );
}
