import type { Request } from 'express';
import { LANGUAGE_COOKIE, isLanguage, languageFromHeader, localizeMessage, type Language } from '@dealcard/shared';

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
export function localized(req: Request, message: string): string {
  return localizeMessage(message, requestLanguage(req));
}

/** A validation error's per-field messages in the request's language. */
export function localizedIssues(req: Request, issues: Record<string, string[]>): Record<string, string[]> {
  const language = requestLanguage(req);
  if (language === 'en') return issues;
  return Object.fromEntries(
    Object.entries(issues).map(([field, list]) => [field, list.map((m) => localizeMessage(m, language))]),
  );
}

/** A success answer whose `message` a person reads, in the request's language. */
export function localizedMessage<T extends { message: string }>(req: Request, answer: T): T {
  return { ...answer, message: localized(req, answer.message) };
}
