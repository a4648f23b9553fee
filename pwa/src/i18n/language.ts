// The person's language: their choice (the picker, remembered on this device) or else the
// browser's. English and Spanish; es-US for dates (money reads the same in both).
import { LANGUAGES, LANGUAGE_COOKIE, type Language } from '@dealcard/shared/language';

const STORAGE_KEY = 'lang';

function stored(): Language | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
  } catch {
    return null;
  }
}

/** The browser's first language we have: "es-MX" reads Spanish, anything else English. */
export function browserLanguage(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'es') return 'es';
    if (base === 'en') return 'en';
  }
  return 'en';
}

export function initialLanguage(): Language {
  return stored() ?? browserLanguage();
}

/** Remembers the choice on this device, and in a cookie the server reads (checkout, e-mails). */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the cookie still carries it.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}
