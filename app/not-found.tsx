// 404 outside any community (an unknown community's address): the one not-found page, on its own.
import { PageNotFound } from '@/components/shell/PageNotFound';
import { communityOrigin, MAIN_COMMUNITY } from '@/lib/hosts';
import { webConfig } from '@/server/bff/config';

export default function NotFound() {
  const config = webConfig();
  return (
    <main id="main">
      <PageNotFound
        path={null}
        lead="This community does not exist: there is no Nervus community at this address. It may have been renamed or closed."
        homeHref={communityOrigin(MAIN_COMMUNITY, config.ROOT_DOMAIN, config.protocol)}
        homeLabel="Go to the Nervus home"
      />
    </main>
  );
}
