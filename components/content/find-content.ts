import 'server-only';
// The static content page at a path (about, faqs, legal, learn), and its title and description
// for the page's metadata. Beside the registry it reads, for the pages of app/ that render it.
import type { Metadata } from 'next';
import { isContentPath } from '@/lib/content-paths';
import { CONTENT_PAGES, type ContentPage } from './registry';

export function findContent(path: string): ContentPage | null {
  return isContentPath(path) ? CONTENT_PAGES[path] : null;
}

export function contentMetadata(page: ContentPage | null): Metadata {
  return page ? { title: page.title, description: page.description } : {};
}
