// 404 inside a community (an unknown path, challenge, idea or presentation); the community exists.
import { PageNotFound } from '@/components/shell/PageNotFound';
import { href } from '@/lib/routes/table';
import { requestContext } from '@/server/bff/loaders';

export default async function CommunityNotFound() {
  const { path } = await requestContext();
  return <PageNotFound path={path} homeHref={href('home')} />;
}
