import { UPLOAD_ERRORS, type UploadResult, type UploadUrlResponse } from '@dealcard/shared';
import { ApiError, api } from './api-client.ts';

/** Asks for a signed URL, then sends the raw bytes in one PUT; answers the stored object path. */
export async function uploadObject(file: Blob): Promise<string> {
  if (file.size === 0) throw new Error(UPLOAD_ERRORS.emptyFile);
  const { uploadURL } = await api<UploadUrlResponse>('/api/objects/upload', { method: 'POST' });
  if (!uploadURL) throw new Error(UPLOAD_ERRORS.undefinedUrl);
  let res: Response;
  try {
    res = await fetch(uploadURL, {
      method: 'PUT',
      body: file,
      credentials: 'include',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
    });
  } catch {
    throw new Error(UPLOAD_ERRORS.unknown);
  }
  if (!res.ok) {
    const text = await res.text();
    let body: { error?: string } | null = null;
    try {
      body = JSON.parse(text) as { error?: string };
    } catch {
      body = null;
    }
    if (res.status === 403) throw new ApiError(res.status, text, { error: UPLOAD_ERRORS.expired });
    throw new ApiError(res.status, text, { error: body?.error ?? UPLOAD_ERRORS.non2xx });
  }
  const result = (await res.json()) as Partial<UploadResult>;
  if (!result.objectPath) throw new Error(UPLOAD_ERRORS.unknown);
  return result.objectPath;
}
