/** The languages a person can read the product in; English is the specification's own. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The remembered choice, set by the apps' pickers and read by the server. */
export const LANGUAGE_COOKIE = 'lang';
/** Each language's own name, as the pickers show it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };
/** The BCP 47 tag for <html lang> and Intl: dates and money as written in the United States. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language an Accept-Language header asks for: the first of its tags (by q, then order) whose
 * base is one we have; English when none is.
 */
export function languageFromHeader(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0]!, q: q ? Number(q[1]) : 1, index };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const t of tags) if (isLanguage(t.base)) return t.base;
  return DEFAULT_LANGUAGE;
}
