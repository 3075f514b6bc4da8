import type { PanelDocument } from './api';

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
