import { readFileSync } from 'node:fs';
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { CardInactiveReasonSchema } from '@dealcard/shared';
import { inactiveReasonLabel } from './inactive-reason.ts';

/** The Spanish of the Find My Card catalogue, as the app loads it. */
function spanishCatalogue(): Record<string, string> {
  const po = readFileSync(new URL('../../locales/es/find.po', import.meta.url), 'utf8');
  const messages: Record<string, string> = {};
  for (const [, id, str] of po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm))
    messages[generateMessageId(JSON.parse(`"${id}"`) as string)] = JSON.parse(`"${str}"`) as string;
  return messages;
}

describe('why a card cannot be used, in the person language', () => {
  it('words every reason code the server and the phone send, in English and in Spanish, each differently', () => {
    const codes = CardInactiveReasonSchema.options;
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const english = codes.map(inactiveReasonLabel);
    expect(english).toEqual(['Expired', 'Refunded', 'On hold', 'Gift not delivered yet', 'Campaign no longer active']);
    i18n.setMessagesCompiler(compileMessage);
    i18n.loadAndActivate({ locale: 'es', messages: spanishCatalogue() });
    const spanish = codes.map(inactiveReasonLabel);
    for (const [i, words] of spanish.entries()) expect(words, codes[i]).not.toBe(english[i]);
    expect(new Set(spanish).size).toBe(codes.length);
  });
});
