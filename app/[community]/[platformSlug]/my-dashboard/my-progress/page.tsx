// /{platformSlug}/my-dashboard/my-progress: its first page is the Nerve Score stats (spec 3 §2.4).
import { redirect } from 'next/navigation';
import { href } from '@/lib/routes/table';

type Props = { params: Promise<{ platformSlug: string }> };

export default async function MyProgressPage({ params }: Props) {
  const { platformSlug } = await params;
  redirect(href('dashboard.my-progress.score-stats', { platformSlug }, { tab: 'nerve-score' }));
}
