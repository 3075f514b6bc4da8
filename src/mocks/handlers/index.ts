import type { RequestHandler } from 'msw';
import { applicationHandlers } from './application';
import { authHandlers } from './auth';
import { guestHandlers } from './guest';
import { hotelHandlers } from './hotel';
import { panelHandlers } from './panel';

/** Every demo-API handler, one file per area of the contract. */
export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...applicationHandlers,
  ...panelHandlers,
  ...guestHandlers,
  ...hotelHandlers,
];
