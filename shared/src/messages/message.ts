// Every message the server sends and the shared schemas write has a key and its English and
// Spanish texts, typed: a catalogue is `defineMessages(namespace, { key: { en, es } })`, with a
// function of typed parameters for the messages that carry a value. The API answers in the
// request's language (api/src/http/language.ts); the apps' own screens use Lingui instead
// (docs/decisions/016-languages.md). Nothing is ever translated by matching its English text.
import type { Language } from '../language.ts';

/** A message in both languages. */
export interface Bilingual {
  readonly en: string;
  readonly es: string;
}

/** One message of a catalogue, its parameters already in its texts. */
export interface Message extends Bilingual {
  /** `namespace.name`: stable, unique, what a schema's issue carries. */
  readonly key: string;
}

type Entry = Bilingual | ((...params: never[]) => Bilingual);

/** A catalogue: a message per fixed entry, a function of the same parameters per parameterised one. */
export type Catalogue<E> = {
  readonly [K in keyof E]: E[K] extends (...params: infer P) => Bilingual ? (...params: P) => Message : Message;
};

/** Fixed messages by key, so a schema's issue (which can only carry text) can name one. */
const byKey = new Map<string, Message>();

/** A catalogue of messages under one namespace; its keys read `namespace.name`. */
export function defineMessages<const E extends Record<string, Entry>>(namespace: string, entries: E): Catalogue<E> {
  const out: Record<string, Message | ((...params: never[]) => Message)> = {};
  for (const [name, entry] of Object.entries(entries)) {
    const key = `${namespace}.${name}`;
    if (typeof entry === 'function') {
      out[name] = (...params: never[]) => ({ key, ...entry(...params) });
    } else {
      const message: Message = { key, en: entry.en, es: entry.es };
      byKey.set(key, message);
      out[name] = message;
    }
  }
  return out as Catalogue<E>;
}

/** A message in a language. */
export function messageText(message: Message, language: Language): string {
  return message[language];
}

/** A catalogue read in one language: each message its text, each parameterised one a function to its text. */
export type CatalogueText<C> = {
  readonly [K in keyof C]: C[K] extends (...params: infer P) => Message ? (...params: P) => string : string;
};

/** A whole catalogue in one language (an e-mail is written in one). */
export function catalogueIn<C extends Record<string, Message | ((...params: never[]) => Message)>>(
  catalogue: C,
  language: Language,
): CatalogueText<C> {
  const out: Record<string, string | ((...params: never[]) => string)> = {};
  for (const [name, entry] of Object.entries(catalogue)) {
    out[name] = typeof entry === 'function' ? (...params: never[]) => entry(...params)[language] : entry[language];
  }
  return out as CatalogueText<C>;
}

const TOKEN = 'msg:';

/**
 * What a shared schema writes as an issue's message: the message's key, rendered in the reader's
 * language when the issue is shown (`issueText`). Only fixed messages can be named this way.
 */
export function keyed(message: Message): string {
  return `${TOKEN}${message.key}`;
}

/**
 * An issue's message in a language: a keyed message of ours in that language; anything else as it
 * is (zod's own messages, written in the parse's language: see zod-language.ts).
 */
export function issueText(text: string, language: Language): string {
  if (!text.startsWith(TOKEN)) return text;
  const message = byKey.get(text.slice(TOKEN.length));
  return message ? message[language] : text;
}

/** The message a schema's issue names, if it names one of ours. */
export function keyedMessage(text: string): Message | undefined {
  return text.startsWith(TOKEN) ? byKey.get(text.slice(TOKEN.length)) : undefined;
}

/** Every fixed message defined so far (for the tests that check each has its Spanish). */
export function fixedMessages(): Message[] {
  return [...byKey.values()];
}
