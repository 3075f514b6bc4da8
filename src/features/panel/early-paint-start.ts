import { earlyReadsGlobal, type EarlyReads } from '@/shared/api/early-reads';
import { paintEarly } from './early-paint';

// The early painter's entry (decision 015): paints, then lets the app's code start.
void paintEarly().finally(() =>
  (window as unknown as Record<string, EarlyReads | undefined>)[earlyReadsGlobal]?.donePainting(),
);
