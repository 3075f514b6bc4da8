/** ISO dates of the statement; update `updated` whenever the statement's content changes. */
export const statementDates = {
  published: '2026-11-22',
  updated: '2026-11-23',
  prepared: '2026-11-22',
} as const;
