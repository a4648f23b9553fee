import { judgeEstimate, passwordUserInputs, type PasswordVerdict } from '@dealcard/shared/password-strength';
import { AppError } from '../../http/errors.ts';
import { createPasswordEstimator } from './password-worker.ts';

const estimator = createPasswordEstimator();

/** The verdict on a new password (shared/password-strength.ts: at least 10 characters, zxcvbn score 3+). */
export async function judgeNewPassword(password: string, userInputs: string[] = []): Promise<PasswordVerdict> {
  return judgeEstimate(password, await estimator.estimate(password, passwordUserInputs(userInputs)));
}

/**
 * A new password (sign-up, user:create) must be hard to guess: a 400 under its field, with the
 * reason the sign-up form already showed as the person typed.
 */
export async function assertStrongPassword(password: string, userInputs: string[] = []): Promise<void> {
  const verdict = await judgeNewPassword(password, userInputs);
  if (verdict.message) throw new AppError(400, verdict.message, 'validation_failed', { password: [verdict.message] });
}
