// Where uploaded images are kept. The provider talks to an ImageStore only, so an S3-compatible
// bucket can replace the local disk (the scale-out option in DESIGN.md) without touching routes.
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_KEY } from '@/lib/challenges/image';

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

export interface ImageStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Null when there is no such image. */
  get(key: string): Promise<StoredObject | null>;
  has(key: string): Promise<boolean>;
  /** Removes an image; no error when it is already gone. */
  delete(key: string): Promise<void>;
}

const TYPE_OF_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

/** Files named by their key in one folder; the key's extension gives the type back. */
export class LocalDiskStore implements ImageStore {
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    // Keys are checked by every route too; this is the last line before the file system.
    if (!UPLOAD_KEY.test(key)) throw new Error(`Invalid upload key ${key}`);
    return path.join(this.dir, key);
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const file = this.file(key);
    await mkdir(this.dir, { recursive: true });
    // Written aside and renamed, so a reader never sees half an image.
    const temporary = `${file}.${process.pid}.part`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }

  async has(key: string): Promise<boolean> {
    if (!UPLOAD_KEY.test(key)) return false;
    return stat(this.file(key)).then(
      (info) => info.isFile(),
      () => false,
    );
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!UPLOAD_KEY.test(key)) return null;
    try {
      const bytes = new Uint8Array(await readFile(this.file(key)));
      return { bytes, contentType: TYPE_OF_EXTENSION[key.split('.').pop()!] };
    } catch {
      return null;
    }
  }
}
