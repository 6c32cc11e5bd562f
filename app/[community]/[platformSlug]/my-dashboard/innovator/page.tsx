// /my-dashboard/innovator lands on the open challenges (spec 3 §2.4 /my-dashboard/{role}).
import { redirect } from 'next/navigation';
import { href } from '@/lib/routes/table';

type Props = { params: Promise<{ platformSlug: string }> };

export default async function InnovatorDashboard({ params }: Props) {
  redirect(href('dashboard.innovator.open', { platformSlug: (await params).platformSlug }));
}
