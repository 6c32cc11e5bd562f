'use client';
// Browser side of image uploads (spec 2 §5, §7, §9): check the file (JPEG, PNG or GIF by its
// bytes, 20 MB at most), resize it on a canvas to 1200 px width (GIFs kept as they are: a canvas
// would keep one frame), ask for a signed address, PUT the bytes there. Resolves to the web path
// of the stored image.
import {
  IMAGE_MESSAGES,
  isAcceptedSize,
  resizedSize,
  sniffUploadType,
  storedImageSchema,
  type UploadTicket,
  type UploadType,
} from '../challenges/image';
import { ApiError, api } from './api';

export class UploadRefused extends Error {}

/** The first bytes of a file (FileReader where Blob.arrayBuffer is missing: older Safari, jsdom). */
function readHead(file: Blob, length = 16): Promise<Uint8Array> {
  const head = file.slice(0, length);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/** The file's real type, or an UploadRefused with the message to show. */
export async function checkImageFile(file: Blob): Promise<UploadType> {
  if (!isAcceptedSize(file.size))
    throw new UploadRefused(file.size === 0 ? IMAGE_MESSAGES.wrongType : IMAGE_MESSAGES.tooLarge);
  const type = sniffUploadType(await readHead(file));
  if (!type) throw new UploadRefused(IMAGE_MESSAGES.wrongType);
  return type;
}

/** JPEG and PNG wider than 1200 px are redrawn at 1200 px; anything else is sent as it is. */
export async function resizeForUpload(file: Blob, type: UploadType): Promise<Blob> {
  if (type === 'image/gif' || typeof createImageBitmap !== 'function') return file;
  const bitmap = await createImageBitmap(file);
  const size = resizedSize(bitmap.width, bitmap.height);
  if (size.width === bitmap.width) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), type, 0.9));
}

/** PUTs bytes to a signed address; the stored image's web path. */
export async function putToSignedUrl(ticket: UploadTicket, body: Blob): Promise<string> {
  const res = await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body, credentials: 'same-origin' });
  const payload = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, payload?.errors ?? [{ field: '*', error: IMAGE_MESSAGES.uploadFailed }]);
  return storedImageSchema.parse(payload?.data).url;
}

export async function uploadImage(file: Blob): Promise<string> {
  const type = await checkImageFile(file);
  const body = await resizeForUpload(file, type);
  const ticket = await api<UploadTicket>('/files/image-upload', { method: 'POST', body: { content_type: type } });
  return putToSignedUrl(ticket, body);
}

/** POST /api/meme-generator: the PNG the meme canvas drew. */
export async function uploadMeme(png: Blob): Promise<string> {
  const res = await fetch('/api/meme-generator', {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: png,
    credentials: 'same-origin',
  });
  const payload = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, payload?.errors ?? [{ field: '*', error: IMAGE_MESSAGES.uploadFailed }]);
  return storedImageSchema.parse(payload?.data).url;
}
