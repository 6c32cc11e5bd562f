// The random-image library that ships with the app (public/images/library, made by
// scripts/generate-image-library.mjs): its manifest, read once, and its files, read on demand.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { IMAGE_FORMATS, LIBRARY_PATH, type LibraryImage, type RandomImage } from '@/lib/challenges/image';

const manifestSchema = z.object({
  source: z.string(),
  user: z.string(),
  link: z.string().nullable(),
  images: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      title: z.string(),
      keywords: z.array(z.string()),
      format: z.enum(IMAGE_FORMATS),
    }),
  ),
});
export type LibraryManifest = z.infer<typeof manifestSchema>;

const manifests = new Map<string, Promise<LibraryManifest>>();

export function loadLibrary(dir: string): Promise<LibraryManifest> {
  let manifest = manifests.get(dir);
  if (!manifest) {
    manifest = readFile(path.join(dir, 'manifest.json'), 'utf8').then((text) => manifestSchema.parse(JSON.parse(text)));
    // A failed read is not kept: the next request tries again.
    manifest.catch(() => manifests.delete(dir));
    manifests.set(dir, manifest);
  }
  return manifest;
}

/** The gallery answer for a library image: web paths of both sizes and the library's credit. */
export function libraryResult(manifest: LibraryManifest, image: LibraryImage): RandomImage {
  return {
    small: `${LIBRARY_PATH}small/${image.id}.jpg`,
    full: `${LIBRARY_PATH}full/${image.id}.jpg`,
    source: manifest.source,
    user: manifest.user,
    link: manifest.link,
    title: image.title,
  };
}

/** The bytes of a library file named by its site path (already checked by ownImage). */
export async function readLibraryFile(dir: string, sitePath: string): Promise<Uint8Array | null> {
  const relative = sitePath.slice(LIBRARY_PATH.length);
  const file = path.resolve(dir, relative);
  if (!file.startsWith(`${path.resolve(dir)}${path.sep}`)) return null;
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    return null;
  }
}
