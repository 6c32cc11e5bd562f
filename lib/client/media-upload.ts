'use client';
// Browser side of a player's picture upload (spec 1 §5 'Image upload: selected, loaded, validated,
// uploading, then done or error'): the file is checked against the rules (10 MB, raster type by its
// bytes, 8000 x 8000 from its header) before anything is sent, then a signed address is asked for
// and the bytes PUT there with progress. The provider checks everything again.
import { storedImageSchema, type UploadTicket } from '../challenges/image';
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES, checkMediaBytes, type MediaPurpose } from '../media/rules';
import { ApiError, api } from './api';
import { UploadRefused } from './image-upload';

export { UploadRefused };

function readBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** The checks of spec 1 §5; an UploadRefused with the spec's message when the file breaks one. */
export async function checkMediaFile(file: Blob) {
  // Too big is told without reading a byte of it.
  if (file.size > MEDIA_MAX_BYTES) throw new UploadRefused(MEDIA_MESSAGES.size());
  const check = checkMediaBytes(await readBytes(file), file.size);
  if (!check.ok) throw new UploadRefused(check.error);
  return check;
}

/** PUT with upload progress (fetch has none): resolves to the stored picture's web path. */
function putWithProgress(ticket: UploadTicket, body: Blob, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', ticket.url);
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new UploadRefused(MEDIA_MESSAGES.processing));
    xhr.onload = () => {
      let payload: { data?: unknown; errors?: { field: string; error: string }[] } | null = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, payload?.errors ?? [{ field: '*', error: MEDIA_MESSAGES.processing }]));
        return;
      }
      const stored = storedImageSchema.safeParse(payload?.data);
      if (stored.success) resolve(stored.data.url);
      else reject(new UploadRefused(MEDIA_MESSAGES.processing));
    };
    xhr.send(body);
  });
}

export async function uploadMedia(
  file: Blob,
  purpose: MediaPurpose,
  onProgress: (fraction: number) => void = () => {},
): Promise<string> {
  const { type, size } = await checkMediaFile(file);
  const ticket = await api<UploadTicket>('/files/media-upload', {
    method: 'POST',
    body: { content_type: type, size: file.size, width: size.width, height: size.height, purpose },
  });
  onProgress(0);
  const url = await putWithProgress(ticket, file, onProgress);
  onProgress(1);
  return url;
}
