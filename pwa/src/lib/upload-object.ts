import { UPLOAD_ERRORS, type Message, type UploadResult, type UploadUrlResponse } from '@dealcard/shared';
import { api } from './api-client.ts';
import { currentLanguage } from '../i18n/i18n.tsx';

/** An upload that failed before the server could say why: one of the upload's own messages. */
export class UploadError extends Error {
  constructor(readonly text: Message) {
    super(text.en);
  }
}

/** Asks for a signed URL, then sends the raw bytes in one PUT; answers the stored object path. */
export async function uploadObject(file: Blob): Promise<string> {
  if (file.size === 0) throw new UploadError(UPLOAD_ERRORS.emptyFile);
  const { uploadURL } = await api<UploadUrlResponse>('/api/objects/upload', { method: 'POST' });
  if (!uploadURL) throw new UploadError(UPLOAD_ERRORS.undefinedUrl);
  let res: Response;
  try {
    res = await fetch(uploadURL, {
      method: 'PUT',
      body: file,
      credentials: 'include',
      headers: { 'Content-Type': file.type || 'application/octet-stream', 'Accept-Language': currentLanguage() },
    });
  } catch {
    throw new UploadError(UPLOAD_ERRORS.unknown);
  }
  if (!res.ok) {
    if (res.status === 403) throw new UploadError(UPLOAD_ERRORS.expired);
    let body: { error?: unknown } | null = null;
    try {
      body = JSON.parse(await res.text()) as { error?: unknown };
    } catch {
      body = null;
    }
    // The server's refusal is already in the person's language (the request carried it).
    if (typeof body?.error === 'string') throw new Error(body.error);
    throw new UploadError(UPLOAD_ERRORS.non2xx);
  }
  const result = (await res.json()) as Partial<UploadResult>;
  if (!result.objectPath) throw new UploadError(UPLOAD_ERRORS.unknown);
  return result.objectPath;
}
