import type { Language } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { normalizeAccessCode } from './codes.ts';
import { findCardDetailJson, type CardDetailJson } from './cards.queries.ts';

/**
 * Everything the card view and its offline copy need, as its JSON text: one statement whatever
 * the size of the database (cards.queries.ts).
 */
export function getCardDetailJson(db: Db, accessCode: string, lang: Language = 'en'): CardDetailJson {
  const json = findCardDetailJson(db, normalizeAccessCode(accessCode), lang);
  if (json === undefined) throw notFound('Card');
  return json;
}
