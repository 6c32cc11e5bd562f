// /{platformSlug}/my-dashboard/notifications: its first page is the neurons earned (spec 3 §2.4).
import { redirect } from 'next/navigation';
import { href } from '@/lib/routes/table';

type Props = { params: Promise<{ platformSlug: string }> };

export default async function NotificationsPage({ params }: Props) {
  const { platformSlug } = await params;
  redirect(href('dashboard.notifications.neurons-earned', { platformSlug }));
}
