/** Each language x namespace is its own chunk, fetched only for the active language. */
export const localeLoaders = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/*.json',
);
