// A content page inside the boxed layout with the sidebar of its family.
import { BoxedLayout } from '../shell/Layouts';
import { ContentArticle } from './ContentPage';
import type { ContentPage } from './registry';

export function ContentLayout({ page, path }: { page: ContentPage; path: string }) {
  const family = page.section === 'faqs' ? 'faqs' : 'generic';
  const parts = path.split('/');
  const crumbs =
    parts.length > 1
      ? [{ label: parts[0] === 'faqs' ? 'FAQs' : 'About', href: `/${parts[0]}` }, { label: page.title }]
      : [{ label: page.title }];
  return (
    <BoxedLayout crumbs={crumbs} family={family} screenName={null} current={`/${path}`}>
      <div className="card">
        <ContentArticle page={page} />
      </div>
    </BoxedLayout>
  );
}
