// /admin-dashboard/feedbacks (issue 21 §2; spec 3 §6 admin.dashboards.feedbacks): every
// send-feedback message and 'Page not found' report, grouped by path with counts; ?path=&about=
// opens one group. Global admins only; anybody else gets a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { FeedbackInbox } from '@/components/admin/FeedbackInbox';
import { BoxedLayout } from '@/components/shell/Layouts';
import { feedbackGroupKeySchema } from '@/lib/contracts/admin';
import { href } from '@/lib/routes/table';
import { getFeedbackGroups, getFeedbackItems } from '@/server/bff/admin';
import { getViewer } from '@/server/bff/loaders';

export const metadata: Metadata = { title: 'Feedbacks · Admin Dashboard', robots: { index: false } };

export default async function AdminFeedbacksPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await getViewer();
  if (!viewer?.account.admin_roles.global_admin) notFound();
  const raw = await searchParams;
  const all = z.literal('1').safeParse(raw.all).success;
  const group = feedbackGroupKeySchema.safeParse(raw);
  const [groups, items] = await Promise.all([
    getFeedbackGroups(all),
    group.success ? getFeedbackItems(group.data.path, group.data.about) : null,
  ]);
  return (
    <BoxedLayout
      crumbs={[{ label: 'Admin Dashboards', href: href('admin-dashboard') }, { label: 'Feedbacks' }]}
      family="admin"
      screenName={viewer.account.user.screen_name}
      current={href('admin-dashboard.feedbacks')}
    >
      <h1 style={{ marginTop: 0 }}>Feedbacks</h1>
      <FeedbackInbox groups={groups} all={all} open={group.success ? { ...group.data, items } : null} />
    </BoxedLayout>
  );
}
