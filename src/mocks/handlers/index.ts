import type { RequestHandler } from 'msw';
import { panelHandlers } from './panel';

/** Every demo-API handler, one file per area of the contract. */
export const handlers: RequestHandler[] = [...panelHandlers];
