// /my-dashboard/rater lands on the open challenges with ideas to rate (spec 3 §2.4 /my-dashboard/rater/open-challenges).
import { redirect } from 'next/navigation';
import { href } from '@/lib/routes/table';

type Props = { params: Promise<{ platformSlug: string }> };

export default async function RaterDashboard({ params }: Props) {
  redirect(href('dashboard.rater.open-challenges', { platformSlug: (await params).platformSlug }));
}
