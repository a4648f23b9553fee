import { z } from 'zod';
export { UPLOAD_ERRORS } from '../messages/upload-messages.ts';

export const UploadUrlResponseSchema = z.object({ uploadURL: z.string() });
export type UploadUrlResponse = z.infer<typeof UploadUrlResponseSchema>;
export const UploadResultSchema = z.object({ objectPath: z.string() });
export type UploadResult = z.infer<typeof UploadResultSchema>;
