// The static content pages (about, FAQs, legal, learn) for visitors, from the visitor cache (see
// the layout): they change only with a release, so each is rendered once per community.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentLayout } from '@/components/content/ContentLayout';
import { contentMetadata, findContent } from '@/components/content/find-content';

// Route segment config must be literal; the value is VISITOR_CACHE_SECONDS (lib/routes/visitor-cache.ts).
export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ community: string; content: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata(findContent((await params).content.join('/')));
}

export default async function VisitorContentPage({ params }: Props) {
  const path = (await params).content.join('/');
  const page = findContent(path);
  if (!page) notFound();
  return <ContentLayout page={page} path={path} />;
}
