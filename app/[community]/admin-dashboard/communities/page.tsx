// /admin-dashboard/communities: the communities the viewer may change (all of them for an admin,
// their own for an owner), each with its look and a link to its settings. Anybody else gets a 404.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import '@/components/admin/admin.css';
import '../../communities/communities.css';
import { CategoryIcon } from '@/components/ui/CategoryIcon';
import { communityStyle } from '@/lib/community-look';
import { href } from '@/lib/routes/table';
import { getPlatforms, getViewer } from '@/server/bff/loaders';
import { manageableCommunities } from './manageable';
import { SettingsFrame } from './SettingsFrame';

export const metadata: Metadata = { title: 'Communities · Admin Dashboard', robots: { index: false } };

export default async function AdminCommunitiesPage() {
  const viewer = await getViewer();
  const mine = manageableCommunities(viewer, await getPlatforms());
  if (!viewer || mine.length === 0) notFound();
  return (
    <SettingsFrame viewer={viewer} crumbs={[{ label: 'Community settings' }]}>
      <h1 style={{ marginTop: 0 }}>Community settings</h1>
      <p className="muted">Each community&apos;s title, slogan, masthead picture, colour and icon.</p>
      <ul className="community-admin-list">
        {mine.map((p) => (
          <li key={p.id} className="card community-admin-item" style={communityStyle(p)}>
            <span className="community-card-icon">
              <CategoryIcon emoji={p.icon} size={24} />
            </span>
            <div>
              <strong>{p.title}</strong>
              <p className="muted" style={{ margin: 0 }}>
                {p.name}
                {p.slogan ? ` · ${p.slogan}` : ''}
              </p>
            </div>
            <Link className="btn btn-ghost" href={href('admin-dashboard.community', { slug: p.slug })}>
              Edit<span className="visually-hidden"> {p.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </SettingsFrame>
  );
}
