import { delay, HttpResponse, type RequestHandler } from 'msw';
import { api, demoDelay } from '../api-url';
import { http, languageOf, say, type Wording } from '../language';
import { checkMac } from '@/shared/validation/mac';
import {
  archiveOf,
  balanceOf,
  countersignDue,
  demoPdf,
  documentIn,
  documentPdfLines,
  panelRecord,
  seeded,
  signDocument,
  updatePanelRecord,
  type PanelRecord,
} from '../db/panel';
import { signedInUserId } from './auth';

type Ctx = { request: Request; params: Record<string, string | readonly string[] | undefined> };

/** The refusals of this area, in the languages the API answers in. */
export const panelWords = {
  unauthorized: {
    en: 'Your session has ended. Sign in again.',
    pl: 'Sesja wygasła. Zaloguj się ponownie.',
  },
  arrivalTime: {
    en: 'Enter the date and time of your arrival.',
    pl: 'Podaj datę i godzinę przyjazdu.',
  },
  arrivalPast: {
    en: 'The date of arrival is in the past. Enter today’s date or a later one.',
    pl: 'Data przyjazdu już minęła. Podaj dzisiejszą lub późniejszą datę.',
  },
  notToSign: {
    en: 'This document is no longer waiting for your signature: it may have been signed already. Reload the page to see its state.',
    pl: 'Ten dokument nie czeka już na Twój podpis: mógł zostać już podpisany. Odśwież stronę, aby zobaczyć jego stan.',
  },
  invoice: {
    en: 'The invoice data could not be read. Reload the page and save them again.',
    pl: 'Nie udało się odczytać danych do faktury. Odśwież stronę i zapisz je ponownie.',
  },
  company: { en: 'Enter the company name.', pl: 'Podaj nazwę firmy.' },
  regulations: {
    en: 'Tick “I have read and accept the network regulations” to register a MAC address.',
    pl: 'Zaznacz „Znam i akceptuję regulamin sieci”, aby zarejestrować adres MAC.',
  },
  macFormat: {
    en: 'Enter the MAC address as 6 pairs of characters (digits 0–9 and letters a–f), for example 3c:52:82:1a:4f:90.',
    pl: 'Podaj adres MAC jako 6 par znaków (cyfry 0–9 i litery a–f), na przykład 3c:52:82:1a:4f:90.',
  },
  macZero: {
    en: 'The all-zero MAC address cannot be registered. Enter the address of your wired network adapter.',
    pl: 'Adresu MAC złożonego z samych zer nie można zarejestrować. Podaj adres przewodowej karty sieciowej.',
  },
  macBroadcast: {
    en: 'The broadcast MAC address cannot be registered. Enter the address of your wired network adapter.',
    pl: 'Rozgłoszeniowego adresu MAC nie można zarejestrować. Podaj adres przewodowej karty sieciowej.',
  },
  macMulticast: {
    en: 'A group (multicast) MAC address cannot be registered. Enter the address of your wired network adapter.',
    pl: 'Adresu MAC grupowego (multicast) nie można zarejestrować. Podaj adres przewodowej karty sieciowej.',
  },
} satisfies Record<string, Wording>;

const unauthorized = (request: Request) =>
  HttpResponse.json(
    { errors: [{ msg: say(request, panelWords.unauthorized), param: 'authorization' }] },
    { status: 401 },
  );
const invalid = (request: Request, param: string, msg: Wording, status = 422) =>
  HttpResponse.json({ errors: [{ msg: say(request, msg), param }] }, { status });

/**
 * The calendar day of a moment in the dormitories' time zone, YYYY-MM-DD: an arrival is refused
 * when its day there is before today's, as the office's own system would count days.
 */
const warsawDay = (moment: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(moment);

/** Runs `answer` for the signed-in demo user, or answers 401 (no, unknown or revoked token). */
function withUser(answer: (userId: string, ctx: Ctx) => Response | Promise<Response>) {
  return async (ctx: Ctx) => {
    await delay(demoDelay);
    const userId = signedInUserId(ctx.request);
    if (!userId) return unauthorized(ctx.request);
    return answer(userId, ctx);
  };
}

const read = <K extends keyof PanelRecord>(key: K) =>
  withUser((userId) => HttpResponse.json(panelRecord(userId)[key]));

const MAC = /^([0-9a-f]{2}:){5}[0-9a-f]{2}$/;
const macRefusals = {
  format: panelWords.macFormat,
  zero: panelWords.macZero,
  broadcast: panelWords.macBroadcast,
  multicast: panelWords.macMulticast,
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
        return invalid(request, 'arrivalTime', panelWords.arrivalTime);
      if (warsawDay(new Date(value)) < warsawDay(new Date()))
        return invalid(request, 'arrivalTime', panelWords.arrivalPast);
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
    withUser((userId, { request }) =>
      HttpResponse.json(
        countersignDue(userId).documents.map((item) => documentIn(item, languageOf(request))),
      ),
    ),
  ),
  http.post(
    api('/app/panel/documents/:id/sign'),
    withUser((userId, { request, params }) => {
      countersignDue(userId);
      const result = signDocument(userId, String(params.id));
      if (result.ok) return HttpResponse.json(documentIn(result.document, languageOf(request)));
      if (result.reason === 'missing') return new HttpResponse(null, { status: 404 });
      return invalid(request, 'id', panelWords.notToSign, 409);
    }),
  ),
  http.get(
    api('/app/panel/documents/:id/pdf'),
    withUser((userId, { request, params }) => {
      const found = countersignDue(userId).documents.find((item) => item.id === params.id);
      if (!found) return new HttpResponse(null, { status: 404 });
      const language = languageOf(request);
      const document = documentIn(found, language);
      const bytes = demoPdf(documentPdfLines(document, language));
      return new HttpResponse(bytes.buffer as ArrayBuffer, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${document.fileName}"`,
        },
      });
    }),
  ),
  http.get(api('/app/panel/invoice'), read('invoice')),
  http.put(
    api('/app/panel/invoice'),
    withUser(async (userId, { request }) => {
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
      if (!body) return invalid(request, 'invoice', panelWords.invoice, 400);
      if (body.state === true && body.type === 'company' && !String(body.company ?? '').trim())
        return invalid(request, 'company', panelWords.company);
      const record = updatePanelRecord(userId, (draft) => {
        for (const key of invoiceKeys) {
          if (key in body) (draft.invoice as Record<string, unknown>)[key] = body[key];
        }
      });
      return HttpResponse.json(record.invoice);
    }),
  ),
  http.get(
    api('/app/panel/fees/charges'),
    withUser((userId, { request }) => {
      const language = languageOf(request);
      return HttpResponse.json(
        panelRecord(userId).charges.map((charge) => ({
          ...charge,
          feeCollector: seeded(charge.feeCollector, language),
          ...(charge.reason ? { reason: seeded(charge.reason, language) } : {}),
        })),
      );
    }),
  ),
  http.get(api('/app/panel/fees/payments'), read('payments')),
  http.get(
    api('/app/panel/fees/balance'),
    withUser((userId) => HttpResponse.json(balanceOf(panelRecord(userId)))),
  ),
  http.get(
    api('/app/panel/fees/bank-account'),
    withUser((userId, { request }) => {
      const language = languageOf(request);
      const account = panelRecord(userId).bankAccount;
      return HttpResponse.json({
        ...account,
        recipientAddress: account.recipientAddress.map((line) => seeded(line, language)),
      });
    }),
  ),
  http.get(
    api('/app/panel/network/notes'),
    withUser((userId, { request }) => {
      const language = languageOf(request);
      return HttpResponse.json(
        panelRecord(userId).notes.map((note) => ({
          ...note,
          content: seeded(note.content, language),
        })),
      );
    }),
  ),
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
        return invalid(request, 'regulationsAccepted', panelWords.regulations);
      const mac = typeof body.mac === 'string' ? body.mac : '';
      // The contract takes the normalised form only; the server refuses what no device can use.
      if (!MAC.test(mac)) return invalid(request, 'mac', macRefusals.format);
      const checked = checkMac(mac);
      if (!checked.ok) return invalid(request, 'mac', macRefusals[checked.reason]);
      const record = updatePanelRecord(userId, (draft) => {
        draft.allocation.pendingMac = { mac, requestedAt: new Date().toISOString() };
      });
      return HttpResponse.json(record.allocation, { status: 202 });
    }),
  ),
];
