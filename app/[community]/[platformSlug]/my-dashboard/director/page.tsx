// /my-dashboard/director lands on its first page, getting-started (spec 3 §2.4), when the
// director-dashboard flag is on.
import { notFound, redirect } from 'next/navigation';
import { FLAG } from '@/lib/contracts/flags';
import { href } from '@/lib/routes/table';
import { isFlagOn } from '@/server/bff/loaders';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function DirectorDashboard({ params }: Props) {
  const { community, platformSlug } = await params;
  if (!(await isFlagOn(FLAG.directorDashboard, community))) notFound();
  redirect(href('dashboard.director.section', { platformSlug, section: 'getting-started' }));
}
