import { MESSAGES, MIN_PASSWORD_LENGTH } from '@dealcard/shared';
import { AppError } from '../../http/errors.ts';

let common: Promise<Set<string>> | undefined;

/**
 * The most common passwords of real breaches (zxcvbn-ts's list, about 49,000), kept only from the
 * minimum length up since shorter ones are refused anyway. Loaded at the first sign-up, not at start.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary['passwords-common'].filter((p) => p.length >= MIN_PASSWORD_LENGTH).map((p) => p.toLowerCase())),
  );
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** A new password (sign-up, user:create) must not be one an attacker tries first: a 400 under its field. */
export async function assertUncommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError(400, MESSAGES.passwordCommon, 'validation_failed', { password: [MESSAGES.passwordCommon] });
  }
}
