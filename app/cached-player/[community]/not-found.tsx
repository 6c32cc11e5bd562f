// An unknown challenge reached by a signed-in player: the same page as everywhere else. The kept
// render may not read the request, so the form takes the address in the browser.
import { PageNotFound } from '@/components/shell/PageNotFound';
import { href } from '@/lib/routes/table';

export default function PlayerNotFound() {
  return <PageNotFound path={null} homeHref={href('home')} />;
}
