// No imports: the head script (src/start-up/head/early-reads.ts) writes these, the HTTP client
// (./early-read-adapter.ts) and the early painter (decision 015) read them, and nothing the entry
// loads may come with them (a module shared with the painter, a build input of its own, would
// become a chunk of its own before the first paint).

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
 * (src/features/panel/early-paint-start.ts, decision 015): the amount owed and the documents
 * (src/features/panel/tabs.ts checks they are tabs).
 */
export const earlyPaintedTabs = ['fees', 'documents'] as const;
export type EarlyPaintedTab = (typeof earlyPaintedTabs)[number];

/** The id of index.html's template that starts the early painter (build/preload-shell.ts). */
export const earlyPaintTemplateId = 'early-paint';

export type EarlyReads = {
  /**
   * The answer to a read started by the head script, once: only for the same absolute URL, with
   * the same Authorization (null: none) and Accept-Language the client would send, and while
   * fresh; null otherwise (the client then asks the network). Every call forgets the read it
   * names, its answer with it; once every read is taken, the head script's object goes.
   */
  take: (
    url: string,
    authorization: string | null,
    language: string,
  ) => Promise<EarlyAnswer> | null;
  /**
   * The open tab's reads (paths under /app/panel) and the language they were asked in, for the
   * early painter to read before the app takes them.
   */
  tab: string;
  language: string;
  answers: Record<string, Promise<EarlyAnswer>>;
  /** The open tab's read paths, in the table's order (src/features/panel/tabs.ts). */
  tabPaths: string[];
  /** The painter calls it once it has painted, or found nothing to paint. */
  donePainting: () => void;
};
