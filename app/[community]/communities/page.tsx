// /communities (issue 22): every community of Nervus with its icon, colour, slogan and a link to its
// own site, so a player can find the themed communities the header only hints at. Linked from the
// footer. A community that cannot be loaded leaves the list short, never invented.
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/shell/Breadcrumbs';
import { Alert } from '@/components/ui/Alert';
import { CategoryIcon } from '@/components/ui/CategoryIcon';
import { MESSAGES } from '@/lib/constants';
import { communityStyle } from '@/lib/community-look';
import { communityOrigin, MAIN_COMMUNITY } from '@/lib/hosts';
import { getPlatforms, getViewer } from '@/server/bff/loaders';
import { manageableCommunities } from '../admin-dashboard/communities/manageable';
import Link from 'next/link';
import { href } from '@/lib/routes/table';
import { linkContext } from '@/server/bff/links';
import './communities.css';

export const metadata: Metadata = {
  title: 'Communities',
  description:
    'Every Nervus community: comedy, news, politics, science and more, each with its own challenges and boards.',
};

type Props = { params: Promise<{ community: string }> };

export default async function CommunitiesPage({ params }: Props) {
  const { community } = await params;
  const [platforms, links, viewer] = [await getPlatforms(), linkContext(community), await getViewer()];
  const manageable = new Set(manageableCommunities(viewer, platforms).map((p) => p.slug));
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Communities' }]} />
      <h1>Communities</h1>
      <p className="muted">
        Each community runs its own challenges, boards and forums; your account and your neurons go with you to all of
        them.
      </p>
      {platforms.length === 0 ? (
        <Alert kind="danger" autoClose={false}>
          {MESSAGES.generic}
        </Alert>
      ) : (
        <ul className="community-list">
          {platforms.map((p) => {
            const key = p.is_main ? MAIN_COMMUNITY : p.subdomain;
            const origin = communityOrigin(key, links.rootDomain, links.protocol);
            const here = p.slug === community;
            return (
              <li key={p.id} className="card community-card" style={communityStyle(p)}>
                <span className="community-card-icon">
                  <CategoryIcon emoji={p.icon} size={24} />
                </span>
                <div>
                  <h2>
                    <a href={`${origin}/`} aria-current={here ? 'page' : undefined}>
                      {p.title}
                    </a>
                  </h2>
                  <p className="community-card-name muted">
                    {p.name} · {new URL(origin).host}
                    {here ? ' · you are here' : ''}
                  </p>
                  {p.slogan && <p className="community-card-slogan">{p.slogan}</p>}
                  {p.marketing_phrase && <p className="muted">{p.marketing_phrase}</p>}
                  {manageable.has(p.slug) && (
                    <Link className="btn btn-ghost btn-sm" href={href('admin-dashboard.community', { slug: p.slug })}>
                      Edit settings<span className="visually-hidden"> of {p.title}</span>
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
