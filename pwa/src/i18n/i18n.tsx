// The PWA's language at run time: Lingui's i18n with the person's language active, the areas' catalogues
// loaded on demand, <html lang> and the dates following it. A change of language loads the same
// areas in the new language first, then re-renders the app in it.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { setDateLanguage } from '@dealcard/shared/dates';
import { LANGUAGE_TAGS, type Language } from '@dealcard/shared/language';
import { loadArea, loadedAreas, type Area } from './catalogs.ts';
import { initialLanguage, rememberLanguage } from '@dealcard/shared/browser-language';

let current: Language = initialLanguage();

function apply(language: Language): void {
  current = language;
  setDateLanguage(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

/** The language in use now (the api client sends it as Accept-Language). */
export function currentLanguage(): Language {
  return current;
}

/** Start-up: the shell's messages in the person's language, active before the first render. */
export function startI18n(): Promise<void> {
  apply(current);
  return loadArea(current, 'shell').then(() => activate(current));
}

/** Lingui's active language, and the window's title in it. */
function activate(language: Language): void {
  i18n.activate(language);
  document.title = t`Deal Cards · Eat local, give local`;
}

/** An area's messages in the current language, for a page of that area about to render. */
export function needArea(area: Area): Promise<void> {
  return loadArea(current, area);
}

/** The picker's choice: remembered, loaded, then active everywhere. */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  if (language === current && i18n.locale === language) return;
  await Promise.all(loadedAreas().map((area) => loadArea(language, area)));
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
  return <Fragment key={useLanguage()}>{children}</Fragment>;
}

/** A page's chunk and its area's messages, loaded side by side: the page renders with both. */
export function inArea<M>(area: Area, chunk: Promise<M>): Promise<M> {
  return Promise.all([chunk, needArea(area)]).then(([m]) => m);
}
