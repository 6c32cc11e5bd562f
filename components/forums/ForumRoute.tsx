// A forum page in its frame: the community's header for '/platform/discussion-forums/…', the
// user's platform header for '/{screenName}/discussion-forums/…'.
import { notFound } from 'next/navigation';
import { parseForumPath } from '@/lib/routes/forum-paths';
import { loadForumPage } from '@/server/bff/forum-page';
import { CommunityFrame } from '../platform/CommunityFrame';
import { UserPlatformFrame } from '../platform/UserPlatformFrame';
import { ForumPageView } from './ForumPages';
import './forums.css';

export async function ForumRoute({
  community,
  platformSlug,
  path,
  query,
}: {
  community: string;
  platformSlug: string;
  path: string[];
  query: Record<string, string | string[] | undefined>;
}) {
  const view = parseForumPath(path);
  if (!view) notFound();
  const loaded = await loadForumPage(community, platformSlug, query);
  if (!loaded) notFound();
  const body = <ForumPageView view={view} ctx={loaded.ctx} />;
  return loaded.kind === 'community' ? (
    <CommunityFrame platform={loaded.platform} signedIn={Boolean(loaded.viewer)}>
      <div className="forum">{body}</div>
    </CommunityFrame>
  ) : (
    <UserPlatformFrame frame={loaded.frame} current={null}>
      <div className="forum">{body}</div>
    </UserPlatformFrame>
  );
}
