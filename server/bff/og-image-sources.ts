import 'server-only';
// Pictures inside the share images (avatars, a challenge's primary image), handed to the renderer
// as data URIs so that it never fetches anything itself. Site paths ('/avatars/x.svg') are read
// from public/; other URLs go through fetchPublicImage.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MIME, sniffImageType, type ImageType } from '../../lib/seo/image-type';
import { fetchPublicImage, IMAGE_FETCH_LIMITS } from './safe-image-fetch';

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

/**
 * A data URI of the picture, or null when there is none we can draw. SVG is accepted from our own
 * public/ folder only: it is markup, and a stranger's could point the renderer at other resources.
 */
export async function loadOgPicture(reference: string | null | undefined): Promise<string | null> {
  if (!reference) return null;
  const local = reference.startsWith('/') && !reference.startsWith('//');
  const bytes = local ? await readPublicFile(reference) : await fetchPublicImage(reference);
  if (!bytes) return null;
  const type = sniffImageType(bytes);
  if (!type || (!RASTER.includes(type) && !(local && type === 'svg'))) return null;
  return `data:${IMAGE_MIME[type]};base64,${Buffer.from(bytes).toString('base64')}`;
}
