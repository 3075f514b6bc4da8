import type { PanelDocument } from './api';
import { formatDate } from '@/shared/lib/plain-format';

export type DocumentStage = 'toSign' | 'inProgress' | 'signed';

/**
 * product.md §4: the resident signs first (declaration: sent; annex: awaiting the head of the
 * dormitory), then the other side signs too (concluded; annexed) and the document is archived.
 */
export const documentStage: Record<PanelDocument['state'], DocumentStage> = {
  toSign: 'toSign',
  sent: 'inProgress',
  awaitingHead: 'inProgress',
  concluded: 'signed',
  annexed: 'signed',
};

/**
 * The documents tab's sections, in order: the stage each lists, its heading's id and its words
 * (keys under `documents.` in the panel namespace). The tab and the early painter (decision 015)
 * both draw from it.
 */
export const documentStageSections = [
  { stage: 'toSign', id: 'to-sign-heading', heading: 'toSignHeading', empty: 'toSignEmpty' },
  {
    stage: 'inProgress',
    id: 'in-progress-heading',
    heading: 'inProgressHeading',
    intro: 'inProgressIntro',
    empty: 'inProgressEmpty',
  },
  {
    stage: 'signed',
    id: 'signed-heading',
    heading: 'signedHeading',
    intro: 'signedIntro',
    empty: 'signedEmpty',
  },
] as const satisfies readonly {
  stage: DocumentStage;
  id: string;
  heading: string;
  intro?: string;
  empty: string;
}[];

/**
 * What a document's row shows of it beyond its kind and state (those pick the row's template):
 * the documents tab's cells, and the early painter's slots (decision 025).
 */
export function documentSlots(item: PanelDocument, language: string) {
  return {
    number: item.number,
    from: formatDate(item.periodFrom, language),
    to: formatDate(item.periodTo, language),
  };
}
