// The messages zod writes itself ("Invalid input: expected string, received undefined") in the
// reader's language, per parse: requests in both languages run side by side, so the language is
// never switched for the whole process. Our own messages in the schemas are keyed and rendered
// after the parse (message.ts).
import { z } from 'zod';
import english from 'zod/v4/locales/en.js';
import spanish from 'zod/v4/locales/es.js';
import type { Language } from '../language.ts';
import { issueText } from './message.ts';

type ErrorMap = NonNullable<z.core.ParseContext<z.core.$ZodIssue>['error']>;

const maps = new Map<Language, ErrorMap>();

function errorMap(language: Language): ErrorMap {
  let map = maps.get(language);
  if (!map) {
    map = (language === 'es' ? spanish() : english()).localeError as ErrorMap;
    maps.set(language, map);
  }
  return map;
}

/** The options of a parse whose own messages zod writes in `language`. */
export function parseIn(language: Language): z.core.ParseContext<z.core.$ZodIssue> {
  return { error: errorMap(language) };
}

/** "offers.0.name" -> its messages in the language, so a form can put each under its field. */
export function issuesIn(error: z.ZodError, language: Language): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    (out[key] ??= []).push(issueText(issue.message, language));
  }
  return out;
}

/** The first issue as one line ("email: Required"), in the language: a validation error's `error`. */
export function firstIssueIn(error: z.ZodError, language: Language): string | undefined {
  const first = error.issues[0];
  if (!first) return undefined;
  const text = issueText(first.message, language);
  return first.path.length ? `${first.path.join('.')}: ${text}` : text;
}
