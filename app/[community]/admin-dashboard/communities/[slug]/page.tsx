// /admin-dashboard/communities/{slug}: the settings of one community for its owner or an admin
// (spec 1 §7 PUT /platforms/{slug}). Anybody else, or an unknown community, gets a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import '@/components/admin/admin.css';
import { CommunitySettingsForm } from '@/components/admin/CommunitySettingsForm';
import { iconChoices, pickerIcon } from '@/components/ui/CategoryIcon';
import { href } from '@/lib/routes/table';
import { getPlatforms, getViewer } from '@/server/bff/loaders';
import { manageableCommunities } from '../manageable';
import { SettingsFrame } from '../SettingsFrame';

export const metadata: Metadata = { title: 'Community settings · Admin Dashboard', robots: { index: false } };

export default async function CommunitySettingsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const viewer = await getViewer();
  const platform = manageableCommunities(viewer, await getPlatforms()).find((p) => p.slug === slug);
  if (!viewer || !platform) notFound();
  return (
    <SettingsFrame
      viewer={viewer}
      crumbs={[{ label: 'Community settings', href: href('admin-dashboard.communities') }, { label: platform.title }]}
    >
      <h1 style={{ marginTop: 0 }}>{platform.title}: settings</h1>
      <CommunitySettingsForm platform={{ ...platform, icon: pickerIcon(platform.icon) }} icons={iconChoices()} />
    </SettingsFrame>
  );
}
