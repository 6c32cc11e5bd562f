// Server component rendering a static content page from the registry.
import type { ContentPage } from './registry';

export function ContentArticle({ page }: { page: ContentPage }) {
  const { title, Body } = page;
  return (
    <article className="prose">
      <h1>{title}</h1>
      <Body />
    </article>
  );
}
