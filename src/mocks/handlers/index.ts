import type { RequestHandler } from 'msw';

/** Every demo-API handler, one file per area of the contract. */
export const handlers: RequestHandler[] = [];
