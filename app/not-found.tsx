import { communityOrigin, MAIN_COMMUNITY } from '@/lib/hosts';
import { webConfig } from '@/server/bff/config';

export default function NotFound() {
  const config = webConfig();
  return (
    <main id="main" className="container page" style={{ maxWidth: 640, textAlign: 'center', paddingTop: '4rem' }}>
      <p style={{ fontSize: '3rem', margin: 0 }} aria-hidden="true">
        🧭
      </p>
      <h1>This community does not exist</h1>
      <p className="muted">There is no Nervus community at this address. It may have been renamed or closed.</p>
      <p>
        <a className="btn" href={communityOrigin(MAIN_COMMUNITY, config.ROOT_DOMAIN, config.protocol)}>
          Go to the Nervus home
        </a>
      </p>
    </main>
  );
}
