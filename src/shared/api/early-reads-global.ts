// No imports but types: the early painter (decision 015) and the HTTP client read these, and
// nothing the entry loads may come with them (a module shared with the painter, a build input of
// its own, would become a chunk of its own before the first paint).
import type { PanelTab } from '../config/prerendered-screens.ts';

/** The window property the head script keeps its answers under, for the HTTP client to take. */
export const earlyReadsGlobal = 'dormitoryEarlyReads';

/**
 * An answer taken by the HTTP client is used only this soon after the head script asked for it:
 * the age the app's own cache serves a tab's data at (base-api's keepUnusedDataFor).
 */
export const earlyReadMaxAgeMs = 60_000;

/** What the head script hands over: the response as the network gave it. */
export type EarlyAnswer = {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
};

/**
 * The tabs whose first cards the head script's reads can paint before the app
 * (src/features/panel/early-paint-start.ts, decision 015): the amount owed and the documents.
 */
export const earlyPaintedTabs = ['fees', 'documents'] as const satisfies readonly PanelTab[];
export type EarlyPaintedTab = (typeof earlyPaintedTabs)[number];

/** The id of index.html's template that starts the early painter (build/preload-shell.ts). */
export const earlyPaintTemplateId = 'early-paint';

export type EarlyReads = {
  /**
   * The answer to a read started by the head script, once: only for the same absolute URL, with
   * the same Authorization and Accept-Language the client would send, and while fresh; null
   * otherwise (the client then asks the network). Every call forgets the read it names.
   */
  take: (url: string, authorization: string, language: string) => Promise<EarlyAnswer> | null;
  /**
   * The open tab's reads (paths under /app/panel, in the table's order) and the language they
   * were asked in, for the early painter to read; taking one leaves these as they are.
   */
  tab: string;
  language: string;
  answers: Record<string, Promise<EarlyAnswer>>;
  /** The open tab's read paths, in the table's order (src/shared/config/prerendered-screens.ts). */
  tabPaths: string[];
  /** Settles once the early painter is done, or at once where it has nothing to paint. */
  painted: Promise<void>;
  /** The painter calls it once it has painted, or found nothing to paint. */
  donePainting: () => void;
  /** Adds the painter's template to the page (once); where it has nothing to paint, done at once. */
  startPainter: () => void;
};
