// The rule for a new password, applied the same way by the API (sign-up, user:create) and the
// PWA (as the person types): at least MIN_PASSWORD_LENGTH characters and a zxcvbn score of
// MIN_PASSWORD_SCORE or more. zxcvbn and its dictionaries (about 1 MB, 60 MB of memory once ranked)
// are imported dynamically at the first check: a lazy chunk in the PWA; on the server they live in
// a worker thread that ends when idle (api/src/modules/auth/password-worker.ts), which applies the
// same rule through judgeEstimate. This entry point is not in the package's index.
import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import type { Language } from './language.ts';
import { MESSAGES, MIN_PASSWORD_LENGTH } from './limits.ts';
import type { Message } from './messages/message.ts';

/** zxcvbn's 0-4 scale: 3 is "safely unguessable" against an online attack with throttling. */
export const MIN_PASSWORD_SCORE = 3;

/** Why a new password is refused; null when it is accepted. */
export type PasswordProblem = 'too_short' | 'common' | 'guessable' | 'is_email';

export interface PasswordVerdict {
  problem: PasswordProblem | null;
  /** zxcvbn's score, 0 to 4. */
  score: number;
  /** The fixed message for the problem, in both languages (MESSAGES). */
  message: Message | null;
  /** zxcvbn's own reason and hints, in the asked language: what the person can change. */
  warning: string | null;
  suggestions: string[];
}

/** A password equal to the account's own e-mail (whatever its case or surrounding spaces) is refused. */
export function isPasswordTheEmail(password: string, email: string): boolean {
  return email.trim() !== '' && password.trim().toLowerCase() === email.trim().toLowerCase();
}

/** zxcvbn warnings that mean "an attacker tries this one first". */
const COMMON_WARNINGS = new Set(['topTen', 'topHundred', 'common', 'similarToCommon', 'pwned']);

type Feedback = { warnings: Record<string, string>; suggestions: Record<string, string> };

/** What zxcvbn says of a password: its score, and its feedback as keys (the caller translates them). */
export interface PasswordEstimate {
  score: number;
  warning: string | null;
  suggestions: string[];
}

/** The options zxcvbn is built with, wherever it runs (here, or the API's worker thread). */
export const ZXCVBN_SETTINGS = {
  /** The dictionaries of these packages, merged; the keyboard graphs of language-common. */
  languages: ['@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en', '@zxcvbn-ts/language-es-es'],
  // Edit-distance matching makes a check take ~0.5 s instead of a few ms, too slow to run per keystroke.
  useLevenshteinDistance: false,
} as const;

/** The person's own words (e-mail, names) as zxcvbn takes them: lowercased parts of 3 letters or more. */
export function passwordUserInputs(userInputs: string[]): string[] {
  return userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3);
}

/**
 * The rule, from zxcvbn's estimate: too short, one of the common ones, or too easy to guess; else
 * accepted. `feedback` translates zxcvbn's reason for the person (the server shows only the rule's
 * own message and passes none).
 */
export function judgeEstimate(password: string, estimate: PasswordEstimate, feedback?: Feedback): PasswordVerdict {
  let problem: PasswordProblem | null = null;
  if (password.length < MIN_PASSWORD_LENGTH) problem = 'too_short';
  else if (estimate.score < MIN_PASSWORD_SCORE) {
    problem = estimate.warning && COMMON_WARNINGS.has(estimate.warning) ? 'common' : 'guessable';
  }
  const message =
    problem === 'too_short'
      ? MESSAGES.passwordMin
      : problem === 'common'
        ? MESSAGES.passwordCommon
        : problem
          ? MESSAGES.passwordWeak
          : null;
  return {
    problem,
    score: estimate.score,
    message,
    warning: estimate.warning && feedback ? (feedback.warnings[estimate.warning] ?? null) : null,
    suggestions: feedback
      ? estimate.suggestions.map((key) => feedback.suggestions[key]).filter((s): s is string => Boolean(s))
      : [],
  };
}

/** Judges a new password; `userInputs` are the person's own words (e-mail, names), easy to guess for whoever knows them. */
export type PasswordJudge = (password: string, language?: Language, userInputs?: string[]) => PasswordVerdict;

function judgeWith(zxcvbn: ZxcvbnFactory, feedback: Record<Language, Feedback>): PasswordJudge {
  return (password, language = 'en', userInputs = []) => {
    const result: ZxcvbnResult = zxcvbn.check(password, passwordUserInputs(userInputs));
    const estimate = { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
    return judgeEstimate(password, estimate, feedback[language]);
  };
}

let loading: Promise<PasswordJudge> | undefined;

/**
 * The judge, once zxcvbn and the common, English and Spanish dictionaries have loaded (ranking them
 * takes about a quarter of a second, once). Feedback comes back from zxcvbn as keys, translated
 * here into the asked language with the language packages' own texts.
 */
export function loadPasswordJudge(): Promise<PasswordJudge> {
  // ZXCVBN_SETTINGS.languages, written out so that bundlers split each into a chunk of its own.
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-es-es'),
  ]).then(([core, common, en, es]) =>
    judgeWith(
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary, ...es.dictionary },
        graphs: common.adjacencyGraphs,
        useLevenshteinDistance: ZXCVBN_SETTINGS.useLevenshteinDistance,
      }),
      { en: en.translations, es: es.translations },
    ),
  );
  return loading;
}
