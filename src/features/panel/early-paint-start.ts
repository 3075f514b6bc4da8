import { earlyReadsGlobal, type EarlyReads } from '@/shared/api/early-reads-global';
import { paintEarly } from './early-paint';

// The early painter's entry (decision 015): paints, then lets the app's code start. (No
// top-level await: a build input with one splits the entry's own modules into many chunks.)
void paintEarly().finally(() =>
  (window as unknown as Record<string, EarlyReads | undefined>)[earlyReadsGlobal]?.donePainting(),
);
