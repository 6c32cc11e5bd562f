// An unknown challenge or content page reached by a visitor: the same page as for signed-in
// viewers. The cached render may not read the request, so the form takes the address in the browser.
import { PageNotFound } from '@/components/shell/PageNotFound';
import { href } from '@/lib/routes/table';

export default function VisitorNotFound() {
  return <PageNotFound path={null} homeHref={href('home')} />;
}
