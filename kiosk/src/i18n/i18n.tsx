// The kiosk's language at run time: Lingui's i18n with the staff's language active, its catalogue
// loaded before the first render, <html lang>, the page title and the dates following it. A change
// of language loads the other catalogue first, then renders the kiosk again in it.
import { i18n, type Messages } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { setDateLanguage } from '@dealcard/shared/dates';
import { LANGUAGE_TAGS, type Language } from '@dealcard/shared/language';
import { initialLanguage, rememberLanguage } from '@dealcard/shared/browser-language';

// Compiled from kiosk/src/locales/{en,es}/kiosk.po by @lingui/vite-plugin; each is a small chunk
// of its own, and the service worker precaches both, so a change of language works offline.
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/kiosk.po');
const loaded = new Map<Language, Promise<void>>();

function loadCatalog(language: Language): Promise<void> {
  let loading = loaded.get(language);
  if (!loading) {
    const load = catalogs[`../locales/${language}/kiosk.po`];
    if (!load) return Promise.reject(new Error(`No kiosk catalogue for ${language}`));
    loading = load().then(
      (m) => i18n.load(language, m.messages),
      (err: unknown) => {
        loaded.delete(language);
        throw err;
      },
    );
    loaded.set(language, loading);
  }
  return loading;
}

let current: Language = initialLanguage();

function activate(language: Language): void {
  current = language;
  setDateLanguage(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
  i18n.activate(language);
  document.title = t`Deal Cards Kiosk`;
}

/** The language in use now (the api client sends it as Accept-Language). */
export function currentLanguage(): Language {
  return current;
}

/** Start-up: the kiosk's messages in the staff's language, active before the first render. */
export function startI18n(): Promise<void> {
  setDateLanguage(current);
  document.documentElement.lang = LANGUAGE_TAGS[current];
  return loadCatalog(current).then(() => activate(current));
}

/** The picker's choice: remembered, loaded, then active on every screen. */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  if (language === current && i18n.locale === language) return;
  await loadCatalog(language);
  activate(language);
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The active language, re-rendering on change. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, () => (i18n.locale as Language) || current);
}

/**
 * A fresh tree per language, so every message read with `t` during render is read again in the
 * new one (components use `t` from @lingui/core/macro only, as in the PWA). Server data stays in
 * the query cache above it; what the staff had typed is cleared.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <Fragment key={useLanguage()}>{children}</Fragment>;
}
