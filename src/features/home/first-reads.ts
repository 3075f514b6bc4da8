// No imports: the head script reads this table (src/start-up/head/early-reads.ts).

/**
 * The reads the main page's first render makes, public (no credential): the application periods
 * and the dorms' prices. The head script starts them before the page's code (decision 014);
 * `src/start-up/first-screens.test.tsx` checks that the page makes exactly these.
 */
export const homeFirstReads = [
  { endpoint: 'applicationPeriods', path: '/app/periods' },
  { endpoint: 'dorms', path: '/app/dictionaries/dorms' },
] as const;
