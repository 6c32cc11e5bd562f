// The community header draws its masthead picture only when the stored address passes the check
// again: a value saved before the rule (or written straight to the database) never adds CSS.
import { renderToStaticMarkup } from 'react-dom/server';
import { Masthead } from '@/components/shell/Masthead';
import type { Platform } from '@/lib/contracts/platform';

const platform = (masthead: string | null): Platform => ({
  id: 3,
  name: 'Business',
  title: 'Venture Forge',
  slogan: 'Pressure-test your business ideas',
  subdomain: 'business',
  slug: 'business',
  type: 'system-platform',
  marketing_phrase: null,
  icon: '💼',
  color: '#334155',
  owner: null,
  organization_image: null,
  organization_description: null,
  masthead_background_image: masthead,
  url: null,
  is_main: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  deletedAt: null,
});

test('a checked picture is drawn in a quoted url()', () => {
  const html = renderToStaticMarkup(<Masthead platform={platform('/images/stage.jpg')} signedIn={false} />);
  expect(html).toContain('url(&quot;/images/stage.jpg&quot;)');
});

test('a stored address that would break out of url() is not drawn at all', () => {
  const html = renderToStaticMarkup(
    <Masthead platform={platform('https://x/a.png);position:fixed;inset:0;z-index:9999')} signedIn={false} />,
  );
  expect(html).not.toContain('position:fixed');
  expect(html).not.toContain('background-image');
  // The community's colour still paints it.
  expect(html).toContain('--community:#334155');
});
