// Deeper paths without a page of their own: nested content (about/…, faqs/…), else 'Page not found'.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentLayout } from '@/components/content/ContentLayout';
import { contentMetadata, findContent } from '@/components/content/find-content';

type Props = { params: Promise<{ platformSlug: string; rest: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { platformSlug, rest } = await params;
  return contentMetadata(findContent([platformSlug, ...rest].join('/')));
}

export default async function NestedPage({ params }: Props) {
  const { platformSlug, rest } = await params;
  const path = [platformSlug, ...rest].join('/');
  const content = findContent(path);
  if (content) return <ContentLayout page={content} path={path} />;
  notFound();
}
