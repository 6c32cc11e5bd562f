import 'server-only';
import type { Metadata } from 'next';
import { CONTENT_PAGES, type ContentPage } from '@/components/content/registry';
import { isContentPath } from '@/lib/content-paths';

export function findContent(path: string): ContentPage | null {
  return isContentPath(path) ? CONTENT_PAGES[path] : null;
}

export function contentMetadata(page: ContentPage | null): Metadata {
  return page ? { title: page.title, description: page.description } : {};
}
