// A person's language in the browser, for the PWA and the kiosk alike: their choice (a picker,
// remembered on this device in localStorage `lang` and the `lang` cookie the server reads; one
// origin, so a choice made anywhere on the site holds in both apps), or else the browser's.
import { LANGUAGE_COOKIE, isLanguage, type Language } from '../language.ts';

const STORAGE_KEY = 'lang';

function storedLanguage(): Language | null {
  try {
    const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The `lang` cookie's language, if it names one we have: a choice kept where storage is blocked. */
export function cookieLanguage(cookie: string = typeof document === 'undefined' ? '' : document.cookie): Language | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
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

/** The remembered choice (this device's storage, then the cookie), else the browser's language. */
export function initialLanguage(): Language {
  return storedLanguage() ?? cookieLanguage() ?? browserLanguage();
}

/** Remembers the choice on this device, and in the cookie the server reads (checkout, e-mails, errors). */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage blocked: the cookie still carries it.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}
