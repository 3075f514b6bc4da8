import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a form keeps of a message: never worded text, always something worded at render, so a
 * language switch re-words every error and outcome already on screen.
 * - `{ key, params }`: an i18n key (`validation:valid.pesel`) with its interpolation values;
 * - `{ server }`: a sentence the API sent, shown as given (never as HTML, never translated).
 */
export type MessageRef = { key: string; params?: MessageParams } | { server: string };

/** A message's interpolation values. */
export type MessageParams = Record<string, string | number>;

/** An i18n key (with parameters) as a MessageRef. */
export const messageKey = (key: string, params?: MessageParams): MessageRef =>
  params ? { key, params } : { key };

/**
 * react-hook-form keeps an error's message as a string: a MessageRef is written into it as
 * `server:<text>` for API text, `<key>` for a plain key and `<key>?<json>` with parameters.
 */
const serverPrefix = 'server:';

export function encodeMessage(message: MessageRef): string {
  if ('server' in message) return `${serverPrefix}${message.server}`;
  return message.params ? `${message.key}?${JSON.stringify(message.params)}` : message.key;
}

export function decodeMessage(text: string): MessageRef {
  if (text.startsWith(serverPrefix)) return { server: text.slice(serverPrefix.length) };
  const mark = text.indexOf('?{');
  if (mark === -1) return { key: text };
  try {
    return {
      key: text.slice(0, mark),
      params: JSON.parse(text.slice(mark + 1)) as MessageParams,
    };
  } catch {
    return { key: text };
  }
}

/** Where a message is shown: beside its field, or as a line of the error summary. */
export type WordingPlace = { summary?: boolean };

/**
 * Words a MessageRef (or its encoded form) in the current language. `params` are worded in with
 * every key (values that follow the language shown); a message's own parameters win. Keys name
 * their namespace (`panel:internet.macRequired`) unless they are of `validation` or `common`.
 * In the summary a key's `_summary` variant is used where it has one (i18next's context): the
 * summary lists every field's message apart from its field, so it must say which field it means.
 */
export function useWording(params?: MessageParams) {
  const { t } = useTranslation(['validation', 'common']);
  return useCallback(
    (message: MessageRef | string, place: WordingPlace = {}): string => {
      const ref = typeof message === 'string' ? decodeMessage(message) : message;
      if ('server' in ref) return ref.server;
      // A message's key travels as data (schemas, server answers): what tsc cannot see, the
      // message tests check (every key a schema uses exists in both languages).
      const options = {
        ...params,
        ...ref.params,
        ...(place.summary ? { context: 'summary' } : {}),
      };
      return String(t(ref.key as never, options as never));
    },
    [t, params],
  );
}
