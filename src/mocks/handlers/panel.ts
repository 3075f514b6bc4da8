import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { api, demoDelay } from '../api-url';
import { checkMac } from '@/features/panel/mac';
import {
  archiveOf,
  balanceOf,
  countersignDue,
  demoPdf,
  panelRecord,
  signDocument,
  updatePanelRecord,
  type PanelRecord,
} from '../db/panel';
import { signedInUserId } from './auth';

type Ctx = { request: Request; params: Record<string, string | readonly string[] | undefined> };

const unauthorized = () =>
  HttpResponse.json({ errors: [{ msg: 'Unauthorized', param: 'authorization' }] }, { status: 401 });
const invalid = (param: string, msg: string, status = 422) =>
  HttpResponse.json({ errors: [{ msg, param }] }, { status });

/** Runs `answer` for the signed-in demo user, or answers 401 (no, unknown or revoked token). */
function withUser(answer: (userId: string, ctx: Ctx) => Response | Promise<Response>) {
  return async (ctx: Ctx) => {
    await delay(demoDelay);
    const userId = signedInUserId(ctx.request);
    if (!userId) return unauthorized();
    return answer(userId, ctx);
  };
}

const read = <K extends keyof PanelRecord>(key: K) =>
  withUser((userId) => HttpResponse.json(panelRecord(userId)[key]));

const MAC = /^([0-9a-f]{2}:){5}[0-9a-f]{2}$/;
const macRefusals = {
  format: 'Invalid MAC address',
  zero: 'The all-zero MAC address cannot be registered',
  broadcast: 'The broadcast MAC address cannot be registered',
  multicast: 'A multicast MAC address cannot be registered',
} as const;
const invoiceKeys = [
  'state',
  'type',
  'vatEU',
  'company',
  'firstName',
  'lastName',
  'addressLine',
  'postalCode',
  'city',
  'countryId',
] as const;

export const panelHandlers: RequestHandler[] = [
  http.get(
    api('/app/panel/arrival-time'),
    withUser((userId) => HttpResponse.json({ arrivalTime: panelRecord(userId).arrivalTime })),
  ),
  http.put(
    api('/app/panel/arrival-time'),
    withUser(async (userId, { request }) => {
      const body = (await request.json().catch(() => null)) as { arrivalTime?: unknown } | null;
      const value = body?.arrivalTime;
      if (typeof value !== 'string' || Number.isNaN(new Date(value).getTime()))
        return invalid('arrivalTime', 'Value is required');
      const record = updatePanelRecord(userId, (draft) => {
        draft.arrivalTime = new Date(value).toISOString();
      });
      return HttpResponse.json({ arrivalTime: record.arrivalTime });
    }),
  ),
  // Reads first apply the office's countersignatures that are due (see countersignDue).
  http.get(
    api('/app/panel/applications'),
    withUser((userId) => HttpResponse.json(archiveOf(countersignDue(userId)))),
  ),
  http.get(
    api('/app/panel/documents'),
    withUser((userId) => HttpResponse.json(countersignDue(userId).documents)),
  ),
  http.post(
    api('/app/panel/documents/:id/sign'),
    withUser((userId, { params }) => {
      countersignDue(userId);
      const result = signDocument(userId, String(params.id));
      if (result.ok) return HttpResponse.json(result.document);
      if (result.reason === 'missing') return new HttpResponse(null, { status: 404 });
      return invalid('id', 'The document is not waiting for your signature', 409);
    }),
  ),
  http.get(
    api('/app/panel/documents/:id/pdf'),
    withUser((userId, { params }) => {
      const found = countersignDue(userId).documents.find((item) => item.id === params.id);
      if (!found) return new HttpResponse(null, { status: 404 });
      const bytes = demoPdf(`${found.kind} ${found.number} (${found.state})`);
      return new HttpResponse(bytes.buffer as ArrayBuffer, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${found.fileName}"`,
        },
      });
    }),
  ),
  http.get(api('/app/panel/invoice'), read('invoice')),
  http.put(
    api('/app/panel/invoice'),
    withUser(async (userId, { request }) => {
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
      if (!body) return invalid('invoice', 'Invalid invoice data', 400);
      if (body.state === true && body.type === 'company' && !String(body.company ?? '').trim())
        return invalid('company', 'Company name is required');
      const record = updatePanelRecord(userId, (draft) => {
        for (const key of invoiceKeys) {
          if (key in body) (draft.invoice as Record<string, unknown>)[key] = body[key];
        }
      });
      return HttpResponse.json(record.invoice);
    }),
  ),
  http.get(api('/app/panel/fees/charges'), read('charges')),
  http.get(api('/app/panel/fees/payments'), read('payments')),
  http.get(
    api('/app/panel/fees/balance'),
    withUser((userId) => HttpResponse.json(balanceOf(panelRecord(userId)))),
  ),
  http.get(api('/app/panel/fees/bank-account'), read('bankAccount')),
  http.get(api('/app/panel/network/notes'), read('notes')),
  http.get(api('/app/panel/network/allocation'), read('allocation')),
  http.get(
    api('/app/panel/network/configuration'),
    withUser((userId) => {
      const value = panelRecord(userId).configuration;
      return value ? HttpResponse.json(value) : new HttpResponse(null, { status: 404 });
    }),
  ),
  http.get(
    api('/app/panel/network/transfer'),
    withUser((userId) => {
      const value = panelRecord(userId).transfer;
      return value ? HttpResponse.json(value) : new HttpResponse(null, { status: 404 });
    }),
  ),
  http.post(
    api('/app/panel/network/mac'),
    withUser(async (userId, { request }) => {
      const body = (await request.json().catch(() => null)) as {
        mac?: unknown;
        regulationsAccepted?: unknown;
      } | null;
      if (body?.regulationsAccepted !== true)
        return invalid('regulationsAccepted', 'The network regulations must be accepted');
      const mac = typeof body.mac === 'string' ? body.mac : '';
      // The contract takes the normalised form only; the server refuses what no device can use.
      if (!MAC.test(mac)) return invalid('mac', macRefusals.format);
      const checked = checkMac(mac);
      if (!checked.ok) return invalid('mac', macRefusals[checked.reason]);
      const record = updatePanelRecord(userId, (draft) => {
        draft.allocation.pendingMac = { mac, requestedAt: new Date().toISOString() };
      });
      return HttpResponse.json(record.allocation, { status: 202 });
    }),
  ),
];
