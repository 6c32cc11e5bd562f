// A challenge image's credit travels on its URL as the query parameters source, user and link
// (spec 2 §3), so the image and its credit can never be separated.

export interface ImageCredit {
  source: string;
  user: string | null;
  link: string | null;
}

export function imageCredit(imageUrl: string | null | undefined): ImageCredit | null {
  if (!imageUrl) return null;
  let url: URL;
  try {
    url = new URL(imageUrl, 'https://nervus.invalid');
  } catch {
    return null;
  }
  const source = url.searchParams.get('source')?.trim();
  if (!source) return null;
  const user = url.searchParams.get('user')?.trim() || null;
  const raw = url.searchParams.get('link')?.trim();
  // Only web links are followed: a javascript: or data: link in a credit is dropped.
  const link = raw && /^https?:\/\//i.test(raw) ? raw : null;
  return { source, user, link };
}
