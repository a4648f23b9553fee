// The person's language at run time in a web app (the PWA and the kiosk alike): Lingui's i18n
// with it active, <html lang> and the dates following it, a picker's change loading the new
// language's catalogues first and then rendering the app again in it. One per app (each app is a
// bundle of its own), set up by the app's i18n module with how it loads its catalogues.
// Browser-only, React: the API never imports shared/src/browser (lint refuses it).
import { i18n } from '@lingui/core';
import { Fragment, createElement, useSyncExternalStore, type ReactNode } from 'react';
import { setDateLanguage } from '../dates.ts';
import { LANGUAGE_TAGS, type Language } from '../language.ts';
import { initialLanguage, rememberLanguage } from './language.ts';

/** Loads the app's catalogues in use, in a language, into Lingui's i18n. */
let load: (language: Language) => Promise<unknown>;
/** The window's title, read once the language is active (a `t` message). */
let title: () => string;
let current: Language = initialLanguage();

/** How the app loads its catalogues, and its window's title. */
export function setUpLanguage(options: { load: typeof load; title: typeof title }): void {
  ({ load, title } = options);
}

function apply(language: Language): void {
  current = language;
  setDateLanguage(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

function activate(language: Language): void {
  i18n.activate(language);
  document.title = title();
}

/** The language in use now (the api client sends it as Accept-Language). */
export function currentLanguage(): Language {
  return current;
}

/** Start-up: the catalogues in the person's language, active before the first render. */
export function startI18n(): Promise<void> {
  apply(current);
  return load(current).then(() => activate(current));
}

/** The picker's choice: remembered, loaded, then active everywhere. */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  if (language === current && i18n.locale === language) return;
  await load(language);
  apply(language);
  activate(language);
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The active language, re-rendering on change. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, () => (i18n.locale as Language) || current);
}

/**
 * A fresh tree per language, so every message read with `t` during render is read again in the
 * new one. Components use `t` (@lingui/core/macro) only: @lingui/react's provider and <Trans>
 * would add 1.5 KB to every first visit for what this key does.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return createElement(Fragment, { key: useLanguage() }, children);
}
