import { plural } from '@lingui/core/macro';
import { formatDateTime, formatShortDate } from '@dealcard/shared/dates';
import type { Language } from '@dealcard/shared/language';
import { currentLanguage } from '../i18n/i18n.tsx';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** "7:42 PM" / "7:42 p.m.", with a no-break space: "p.m." never starts a line of a narrow list. */
function clock(date: Date, language: Language): string {
  const hours = date.getHours();
  const time = `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')}`;
  if (language === 'es') return `${time}\u00a0${hours < 12 ? 'a.m.' : 'p.m.'}`;
  return `${time}\u00a0${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Nov 5" / "5 nov" this year, "Nov 5, 2025" / "5 nov 2025" before: the short date of shared/dates. */
function day(date: Date, now: Date, language: Language): string {
  const full = formatShortDate(date, language);
  return date.getFullYear() === now.getFullYear() ? full.replace(/,? \d{4}$/, '') : full;
}

/**
 * "7:42 PM" today, "Nov 5, 7:42 PM" on another day, "Nov 5, 2025 7:42 PM" in another year (in
 * Spanish "7:42 p.m.", "5 nov, 7:42 p.m.", "5 nov 2025, 7:42 p.m."): staff read these at a glance.
 */
export function formatWhen(iso: string, now: Date = new Date(), language: Language = currentLanguage()): string {
  const date = new Date(iso);
  if (sameDay(date, now)) return clock(date, language);
  if (date.getFullYear() !== now.getFullYear()) return formatDateTime(date, language);
  return `${day(date, now, language)}, ${clock(date, language)}`;
}

/** "today at 7:42 PM" or "on Nov 5 at 7:42 PM", for sentences. */
export function formatWhenInSentence(iso: string, now: Date = new Date(), language: Language = currentLanguage()): string {
  const date = new Date(iso);
  const time = clock(date, language);
  // The hour picks the form, for the Spanish: "a la 1:05 p.m." but "a las 7:42 p.m.".
  const hour = date.getHours() % 12 || 12;
  if (sameDay(date, now)) return plural(hour, { one: `today at ${time}`, other: `today at ${time}` });
  const onDay = day(date, now, language);
  return plural(hour, { one: `on ${onDay} at ${time}`, other: `on ${onDay} at ${time}` });
}
