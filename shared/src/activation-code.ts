// A printed card's activation code, without zod: the /activate page reads it on a phone's first
// visit, where every kilobyte counts (the contract's schema builds on these).
import { UNAMBIGUOUS_ALPHABET } from './limits.ts';

/** 12 characters of the access-code alphabet: about 59 bits, printed as XXXX-XXXX-XXXX. */
export const ACTIVATION_CODE_LENGTH = 12;

export const ACTIVATION_CODE_PATTERN = new RegExp(`^[${UNAMBIGUOUS_ALPHABET}]{${ACTIVATION_CODE_LENGTH}}$`);

/** Upper-cased, without spaces or dashes: a code typed from paper matches however it was spaced. */
export function normalizeActivationCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/** XXXX-XXXX-XXXX, as printed. */
export function formatActivationCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1-');
}
