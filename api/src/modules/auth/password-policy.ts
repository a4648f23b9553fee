import { SAFETY_MESSAGES } from '@dealcard/shared';
import { isPasswordTheEmail, judgeEstimate, passwordUserInputs, type PasswordVerdict } from '@dealcard/shared/password-strength';
import { AppError } from '../../http/errors.ts';
import { createPasswordEstimator } from './password-worker.ts';

const estimator = createPasswordEstimator();

/** The verdict on a new password (shared/password-strength.ts: at least 10 characters, zxcvbn score 3+). */
export async function judgeNewPassword(password: string, userInputs: string[] = [], email?: string): Promise<PasswordVerdict> {
  if (email !== undefined && isPasswordTheEmail(password, email)) {
    const message = SAFETY_MESSAGES.passwordIsEmail;
    return { problem: 'is_email', score: 0, message, warning: null, suggestions: [] };
  }
  return judgeEstimate(password, await estimator.estimate(password, passwordUserInputs(userInputs)));
}

/**
 * A new password (sign-up, an accepted invitation, user:create) must not be the account's e-mail and must be hard to guess: a 400 under its field, with the
 * reason the sign-up form already showed as the person typed.
 */
export async function assertStrongPassword(password: string, email: string, otherInputs: string[] = []): Promise<void> {
  const verdict = await judgeNewPassword(password, [email, ...otherInputs], email);
  if (verdict.message) throw new AppError(400, verdict.message, 'validation_failed', { password: [verdict.message] });
}
