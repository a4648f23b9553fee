import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLanguage, cookieLanguage, initialLanguage, rememberLanguage } from './language.ts';

/** A browser's storage, cookie and languages, as the kiosk reads them at start-up. */
function tablet({ stored, cookie = '', languages = ['en-US'] }: { stored?: string; cookie?: string; languages?: string[] }) {
  const storage = new Map<string, string>(stored === undefined ? [] : [['lang', stored]]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  });
  const doc = { cookie };
  vi.stubGlobal('document', doc);
  vi.stubGlobal('navigator', { languages, language: languages[0] });
  return { storage, doc };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the kiosk language', () => {
  it('follows the browser when nothing was chosen: any Spanish reads Spanish, anything else English', () => {
    tablet({ languages: ['es-MX', 'en-US'] });
    expect(initialLanguage()).toBe('es');
    tablet({ languages: ['fr-FR', 'es-US'] });
    expect(initialLanguage()).toBe('es');
    tablet({ languages: ['de-DE'] });
    expect(initialLanguage()).toBe('en');
    expect(browserLanguage([])).toBe('en');
    expect(browserLanguage(['EN-gb', 'es'])).toBe('en');
  });

  it('prefers the choice remembered on the tablet over the cookie and the browser', () => {
    tablet({ stored: 'en', cookie: 'lang=es', languages: ['es-MX'] });
    expect(initialLanguage()).toBe('en');
  });

  it('reads the lang cookie when storage has no choice (or a bad one)', () => {
    tablet({ cookie: 'theme=dark; lang=es; other=1', languages: ['en-US'] });
    expect(initialLanguage()).toBe('es');
    tablet({ stored: 'fr', cookie: 'lang=es' });
    expect(initialLanguage()).toBe('es');
    expect(cookieLanguage('lang=fr')).toBeNull();
    expect(cookieLanguage('xlang=es')).toBeNull();
  });

  it('still starts when storage is blocked', () => {
    tablet({ cookie: 'lang=es' });
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(initialLanguage()).toBe('es');
    expect(() => rememberLanguage('en')).not.toThrow();
  });

  it('remembers a choice in storage and in the cookie the server reads, and starts in it next time', () => {
    const { storage, doc } = tablet({ languages: ['en-US'] });
    rememberLanguage('es');
    expect(storage.get('lang')).toBe('es');
    expect(doc.cookie).toMatch(/^lang=es; path=\/; max-age=\d+; SameSite=Lax$/);
    expect(initialLanguage()).toBe('es');
  });
});
