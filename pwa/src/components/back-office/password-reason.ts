import type { Language } from '@dealcard/shared/language';
import type { PasswordVerdict } from '@dealcard/shared/password-strength';

/** A sentence ends with its stop: the rule's messages are also field errors, written without one. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/**
 * Why a new password is refused, as the field's hint reads it: the rule's message as a sentence,
 * then zxcvbn's own reason only when it adds something. A common password's message already says
 * it is common ("This is a very common password" after it said the same twice), and a short one is
 * refused for its length whatever zxcvbn thinks of its letters.
 */
export function passwordReason(verdict: PasswordVerdict, language: Language): string | null {
  if (!verdict.message) return null;
  const reason = sentence(verdict.message[language]);
  return verdict.problem === 'guessable' && verdict.warning ? `${reason} ${sentence(verdict.warning)}` : reason;
}
