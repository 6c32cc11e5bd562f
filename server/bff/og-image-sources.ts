import 'server-only';
// Pictures inside the share images (avatars, a challenge's primary image), handed to the renderer
// as data URIs so that it never fetches anything itself. Site paths ('/avatars/x.svg') are read
// from public/, uploads ('/uploads/{key}') from the provider's store; other URLs go through
// fetchPublicImage, which refuses private addresses.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MIME, sniffImageType, type ImageType } from '@/lib/seo/image-type';
import { UPLOADS_PATH, ownImage } from '@/lib/challenges/image';
import { isRootDomainUrl } from '@/lib/hosts';
import { webConfig } from './config';
import { providerBytes } from './provider-bytes';
import { fetchPublicImage, IMAGE_FETCH_LIMITS } from './safe-image-fetch';

/** Our own uploads are resized to 1200 px but may still be larger than a stranger's picture may. */
const UPLOAD_OG_MAX_BYTES = 8 * 1024 * 1024;

/** An upload named by its site path: read from the provider, never fetched by URL. */
async function readUpload(sitePath: string): Promise<Uint8Array | null> {
  const image = ownImage(sitePath);
  if (image?.kind !== 'upload') return null;
  const res = await providerBytes(`/files/images/${image.key}`);
  if (!res.ok || Number(res.headers.get('content-length') ?? 0) > UPLOAD_OG_MAX_BYTES) return null;
  const bytes = new Uint8Array(await res.arrayBuffer());
  return bytes.length <= UPLOAD_OG_MAX_BYTES ? bytes : null;
}

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const RASTER: ImageType[] = ['png', 'jpeg', 'gif', 'webp'];

/** A file under public/ named by a site path; nothing outside it, whatever the path says. */
async function readPublicFile(sitePath: string): Promise<Uint8Array | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath.split(/[?#]/)[0]);
  } catch {
    return null;
  }
  const file = path.resolve(PUBLIC_DIR, `.${path.posix.normalize(decoded)}`);
  if (!file.startsWith(`${PUBLIC_DIR}${path.sep}`)) return null;
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > IMAGE_FETCH_LIMITS.maxBytes) return null;
    return new Uint8Array(await readFile(file));
  } catch {
    return null;
  }
}

/** '/uploads/x.png' for 'http://comedy.nervus.localhost:3000/uploads/x.png': our own hosts' paths. */
function ownSitePath(reference: string): string | null {
  try {
    const url = new URL(reference);
    return isRootDomainUrl(url.origin, webConfig().ROOT_DOMAIN) ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * A data URI of the picture, or null when there is none we can draw. SVG is accepted from our own
 * public/ folder only: it is markup, and a stranger's could point the renderer at other resources.
 */
export async function loadOgPicture(reference: string | null | undefined): Promise<string | null> {
  if (!reference) return null;
  const local = reference.startsWith('/') && !reference.startsWith('//');
  const own = local ? reference : ownSitePath(reference);
  const bytes = !own
    ? await fetchPublicImage(reference)
    : own.startsWith(UPLOADS_PATH)
      ? await readUpload(own)
      : await readPublicFile(own);
  if (!bytes) return null;
  const type = sniffImageType(bytes);
  if (!type || (!RASTER.includes(type) && !(local && type === 'svg'))) return null;
  return `data:${IMAGE_MIME[type]};base64,${Buffer.from(bytes).toString('base64')}`;
}
