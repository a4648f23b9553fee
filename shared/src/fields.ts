import { z } from 'zod';
import { MESSAGES, MIN_PHONE_LENGTH } from './limits.ts';
import { keyed, type Message } from './messages/message.ts';

/** Reusable field schemas: each is the one definition of that field's rule. */

/**
 * An id in a path or a query string: digits only (no sign, space, decimal point, exponent or hex),
 * read as a positive safe integer.
 */
export const Id = z
  .string()
  .max(16)
  .regex(/^[0-9]{1,16}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
export const IdParams = z.object({ id: Id });
/**
 * An id in a JSON body: a JSON integer and nothing that merely converts to one (`true`, `[1]`,
 * `"1"`, `" 1 "` and `1.5` are refused, where a coercion would have read nonprofit 1).
 */
export const BodyId = (message?: Message) => {
  const text = message === undefined ? undefined : keyed(message);
  return z
    .number(text === undefined ? undefined : { error: text })
    .int(text)
    .positive(text)
    .max(Number.MAX_SAFE_INTEGER, text);
};
export const Cents = z.number().int().nonnegative().max(100_000_000);
export const IsoDateTime = z.string();
/** Whether `YYYY-MM-DD` names a day of the calendar (no 2026-02-30, no month 13, no year 0). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const DateOnly = z
  .string()
  .max(10, keyed(MESSAGES.dateFormat))
  .regex(/^\d{4}-\d{2}-\d{2}$/, keyed(MESSAGES.dateFormat))
  .refine(isCalendarDate, keyed(MESSAGES.dateNotReal));

/** E-mails are compared case-insensitively, so they are stored trimmed and lowercased. */
export const Email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email(keyed(MESSAGES.validEmailRequired)))
  .transform((v) => v.toLowerCase());

export const OptionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v === '' || v == null ? null : v));

/**
 * Control characters (U+0000-U+001F, U+007F-U+009F) and bidirectional overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069) never belong in a one-line name people type: they hide or
 * reorder what the next reader sees (a dashboard, a kiosk, an e-mail) and swell every payload
 * that carries the name.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const NO_HIDDEN_CHARACTERS_MESSAGE = keyed(MESSAGES.noHiddenCharacters);
/** Half of a surrogate pair without its other half: not text at all (a lone one breaks QR codes and e-mails). */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Line and paragraph separators: line breaks that no one-line name may hold. */
const LINE_SEPARATORS = /[\u2028\u2029]/;
/** What shows nothing: spaces, zero-width characters, soft hyphens, word joiners, byte-order marks, separators. */
const INVISIBLE = /[\s\u00ad\u180e\u200b-\u200f\u2028\u2029\u2060-\u2064\ufeff]/gu;
/** Text that is there but shows nothing. */
const isInvisibleOnly = (value: string) => value !== '' && value.replace(INVISIBLE, '') === '';
/**
 * A one-line name's rule: no control or direction characters, no lone surrogate, no line or
 * paragraph separator, and not made only of invisible characters.
 */
export const hasNoHiddenCharacters = (value: string) =>
  !HIDDEN_CHARACTERS.test(value) && !UNPAIRED_SURROGATE.test(value) && !LINE_SEPARATORS.test(value) && !isInvisibleOnly(value);
/** The same for a text that may keep its line breaks (a gift message): \n and \r are allowed there. */
export const hasNoHiddenCharactersMultiline = (value: string) => {
  const oneLine = value.replace(/\r?\n/g, ' ');
  return (
    !HIDDEN_CHARACTERS.test(oneLine) &&
    !UNPAIRED_SURROGATE.test(oneLine) &&
    !LINE_SEPARATORS.test(oneLine) &&
    !isInvisibleOnly(value)
  );
};
/** A one-line name as people type it: trimmed, at most `max` characters, nothing hidden in it. */
export const NameText = (max: number) => z.string().trim().max(max).refine(hasNoHiddenCharacters, NO_HIDDEN_CHARACTERS_MESSAGE);

/** A state code that may be left out: two letters, upper-cased, or null. */
export const OptionalStateCode = z
  .string()
  .trim()
  .max(2, keyed(MESSAGES.stateTwoLetters))
  .optional()
  .nullable()
  .transform((v) => (v ? v.toUpperCase() : null));

export const RequiredText = (message: Message, max = 200) =>
  z.string().trim().min(1, keyed(message)).max(max).refine(hasNoHiddenCharacters, NO_HIDDEN_CHARACTERS_MESSAGE);

/** Phone numbers are kept as typed but compared by their digits. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export const CheckoutPhone = z
  .string()
  .trim()
  .max(40)
  .refine((v) => phoneDigits(v).length >= MIN_PHONE_LENGTH, keyed(MESSAGES.phoneRequiredCheckout));

export const StateCode = z
  .string()
  .trim()
  .min(2, keyed(MESSAGES.stateRequired))
  .max(2, keyed(MESSAGES.stateTwoLetters))
  .transform((v) => v.toUpperCase());

export const ZipCode = z.string().trim().min(5, keyed(MESSAGES.zipRequired)).max(10);

/** http(s) URLs only: a javascript: link in a restaurant's website would run in a holder's browser. */
export const WebUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, keyed(MESSAGES.validWebsiteRequired));

export const OptionalWebUrl = z
  .union([z.literal(''), WebUrl])
  .optional()
  .nullable()
  .transform((v) => (v === '' || v == null ? null : v));

/** A logo is either nothing or one of our own stored objects. */
export const LogoUrl = z
  .union([
    z.literal(''),
    z
      .string()
      .max(81, keyed(MESSAGES.uploadLogoAgain))
      .regex(/^\/objects\/uploads\/[A-Za-z0-9_-]{8,64}$/, keyed(MESSAGES.uploadLogoAgain)),
  ])
  .optional()
  .nullable()
  .transform((v) => (v === '' || v == null ? null : v));

export const AccessCode = z.string().trim().min(6).max(40);
