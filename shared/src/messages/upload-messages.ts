import { defineMessages } from './message.ts';

/** The upload widget's own error texts. */
export const UPLOAD_ERRORS = defineMessages('upload', {
  expired: { en: 'Request has expired', es: 'La solicitud venció' },
  non2xx: { en: 'Non 2xx', es: 'El servidor rechazó la subida' },
  unknown: { en: 'Unknown error', es: 'Error desconocido' },
  undefinedUrl: { en: 'Cannot upload to an undefined URL', es: 'No hay una dirección a la que subir el archivo' },
  emptyFile: { en: 'File data is empty', es: 'El archivo está vacío' },
});
