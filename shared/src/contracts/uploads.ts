import { z } from 'zod';

export const UploadUrlResponseSchema = z.object({ uploadURL: z.string() });
export type UploadUrlResponse = z.infer<typeof UploadUrlResponseSchema>;
export const UploadResultSchema = z.object({ objectPath: z.string() });
export type UploadResult = z.infer<typeof UploadResultSchema>;

/** The upload widget's own error texts. */
export const UPLOAD_ERRORS = {
  expired: 'Request has expired',
  non2xx: 'Non 2xx',
  unknown: 'Unknown error',
  undefinedUrl: 'Cannot upload to an undefined URL',
  emptyFile: 'File data is empty',
} as const;
