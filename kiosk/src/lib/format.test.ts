import { readFileSync } from 'node:fs';
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatWhen, formatWhenInSentence } from './format.ts';

/** The kiosk's Spanish catalogue as the build compiles it (msgid and msgstr are one line each there). */
function spanishMessages(): Record<string, string> {
  const po = readFileSync(new URL('../locales/es/kiosk.po', import.meta.url), 'utf8');
  const messages: Record<string, string> = {};
  for (const [, id, str] of po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm))
    messages[generateMessageId(JSON.parse(`"${id}"`) as string)] = JSON.parse(`"${str}"`) as string;
  return messages;
}

const now = new Date(2026, 10, 25, 20, 0);
const at = (month: number, day: number, hours: number, minutes: number, year = 2026) =>
  new Date(year, month, day, hours, minutes).toISOString();

beforeAll(() => {
  i18n.setMessagesCompiler(compileMessage);
  i18n.load({ en: {}, es: spanishMessages() });
});

describe('kiosk times', () => {
  it('writes today as a time, this year without the year, and es-US in Spanish', () => {
    expect(formatWhen(at(10, 25, 19, 42), now, 'en')).toBe('7:42\u00a0PM');
    expect(formatWhen(at(10, 25, 19, 42), now, 'es')).toBe('7:42\u00a0p.m.');
    expect(formatWhen(at(10, 5, 9, 5), now, 'en')).toBe('Nov 5, 9:05\u00a0AM');
    expect(formatWhen(at(10, 5, 9, 5), now, 'es')).toBe('5 nov, 9:05\u00a0a.m.');
    expect(formatWhen(at(8, 30, 0, 15, 2025), now, 'en')).toBe('Sep 30, 2025 12:15 AM');
    expect(formatWhen(at(8, 30, 0, 15, 2025), now, 'es')).toBe('30 sept 2025, 12:15 a.m.');
  });

  it('says when in a sentence: "a la" for one o’clock in Spanish, "a las" otherwise', () => {
    i18n.activate('en');
    expect(formatWhenInSentence(at(10, 25, 19, 42), now, 'en')).toBe('today at 7:42\u00a0PM');
    expect(formatWhenInSentence(at(10, 5, 13, 5), now, 'en')).toBe('on Nov 5 at 1:05\u00a0PM');
    i18n.activate('es');
    expect(formatWhenInSentence(at(10, 25, 19, 42), now, 'es')).toBe('hoy a las 7:42\u00a0p.m.');
    expect(formatWhenInSentence(at(10, 25, 13, 5), now, 'es')).toBe('hoy a la 1:05\u00a0p.m.');
    expect(formatWhenInSentence(at(10, 5, 1, 30), now, 'es')).toBe('el 5 nov a la 1:30\u00a0a.m.');
    expect(formatWhenInSentence(at(10, 5, 0, 30), now, 'es')).toBe('el 5 nov a las 12:30\u00a0a.m.');
  });
});
