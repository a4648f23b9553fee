// The PWA's language at run time (shared/src/browser/language-runtime.ts), with the areas'
// catalogues loaded on demand: a change of language loads the same areas in the new language first.
import { t } from '@lingui/core/macro';
import { currentLanguage, setUpLanguage } from '@dealcard/shared/browser/language-runtime';
import { loadArea, loadedAreas, type Area } from './catalogs.ts';

setUpLanguage({
  // The shell at start-up; on a change, every area loaded so far.
  load: (language) => Promise.all(['shell' as const, ...loadedAreas()].map((area) => loadArea(language, area))),
  title: () => t`Deal Cards · Eat local, give local`,
});

export * from '@dealcard/shared/browser/language-runtime';

/** An area's messages in the current language, for a page of that area about to render. */
export function needArea(area: Area): Promise<void> {
  return loadArea(currentLanguage(), area);
}

/** A page's chunk and its area's messages, loaded side by side: the page renders with both. */
export function inArea<M>(area: Area, chunk: Promise<M>): Promise<M> {
  return Promise.all([chunk, needArea(area)]).then(([m]) => m);
}
