import { z } from 'zod';
import { defineMessages } from '../messages/message.ts';

export const UploadUrlResponseSchema = z.object({ uploadURL: z.string() });
export type UploadUrlResponse = z.infer<typeof UploadUrlResponseSchema>;
export const UploadResultSchema = z.object({ objectPath: z.string() });
export type UploadResult = z.infer<typeof UploadResultSchema>;

/** The upload widget's own error texts. */
export const UPLOAD_ERRORS = defineMessages('upload', {
  expired: { en: 'Request has expired', es: 'La solicitud venció' },
  non2xx: { en: 'Non 2xx', es: 'El servidor rechazó la subida' },
  unknown: { en: 'Unknown error', es: 'Error desconocido' },
  undefinedUrl: { en: 'Cannot upload to an undefined URL', es: 'No hay una dirección a la que subir el archivo' },
  emptyFile: { en: 'File data is empty', es: 'El archivo está vacío' },
});
