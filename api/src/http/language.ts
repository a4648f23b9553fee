import type { Request } from 'express';
import { LANGUAGE_COOKIE, isLanguage, languageFromHeader, messageText, type Language, type Message } from '@dealcard/shared';

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * The language a request is answered in: the choice the person made in a picker (the `lang`
 * cookie the apps set), else its Accept-Language (the apps send the language in use).
 */
export function requestLanguage(req: Request): Language {
  const remembered = COOKIE.exec(req.headers.cookie ?? '')?.[1];
  if (isLanguage(remembered)) return remembered;
  return languageFromHeader(req.headers['accept-language']);
}

/** A message of ours in the request's language. */
export function localized(req: Request, message: Message): string {
  return messageText(message, requestLanguage(req));
}

/** A success answer whose `message` a person reads, in the request's language. */
export function localizedMessage<T extends { message: Message }>(
  req: Request,
  answer: T,
): Omit<T, 'message'> & { message: string } {
  return { ...answer, message: localized(req, answer.message) };
}
