// My Files (spec 3 §2.4 dashboard.my-files), behind beta-features' media-storage-library variant
// as this community runs it: 'Page not found' where it is off.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { MyFiles } from '@/components/media/MyFiles';
import { href } from '@/lib/routes/table';
import { requireDashboardOwner } from '@/server/bff/dashboards';
import { getMyMedia, isMediaLibraryOn } from '@/server/bff/media';

export const metadata: Metadata = { title: 'My Files', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function MyFilesPage({ params }: Props) {
  const { community, platformSlug } = await params;
  if (!(await isMediaLibraryOn(community))) notFound();
  const me = await requireDashboardOwner(community, platformSlug);
  const library = await getMyMedia(community);
  if (!library) notFound();
  return (
    <DashboardFrame
      screenName={me.screen_name}
      role="my-files"
      page={href('dashboard.my-files', { platformSlug: me.screen_name })}
      crumbs={[{ label: 'My Files' }]}
      title="My Files"
      lead={<p>The pictures you have uploaded: your picture, your masthead and your files.</p>}
    >
      <MyFiles library={library} />
    </DashboardFrame>
  );
}
