import { randomInt } from 'node:crypto';
import {
  ACCESS_CODE_LENGTH,
  ACTIVATION_CODE_LENGTH,
  REDEMPTION_CODE_MAX,
  REDEMPTION_CODE_MIN,
  SHORT_CODE_LENGTH,
  UNAMBIGUOUS_ALPHABET,
} from '@dealcard/shared';

function randomString(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += UNAMBIGUOUS_ALPHABET[randomInt(UNAMBIGUOUS_ALPHABET.length)];
  return out;
}

/** 14 characters of a 31-letter alphabet: about 69 bits, so guessing one is hopeless. */
export const generateAccessCode = () => randomString(ACCESS_CODE_LENGTH);
/** A printed card's activation code: 12 characters, about 59 bits. */
export const generateActivationCode = () => randomString(ACTIVATION_CODE_LENGTH);
export const generateShortCode = () => randomString(SHORT_CODE_LENGTH);
/** Six digits, 100000 to 999999, from the operating system's cryptographic generator. */
export const generateRedemptionCode = () => String(randomInt(REDEMPTION_CODE_MIN, REDEMPTION_CODE_MAX + 1));

/** Access codes are typed from e-mails and paper: compare them without case, spaces or dashes. */
export function normalizeAccessCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}
