import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { issueAccessToken } from '@/mocks/auth';
import { demoGuestIds } from '@/mocks/db/guest';
import { demoHotelBookings } from '@/mocks/db/hotel';
import { issuedSignInCode, testCodeVerifier } from '@/testing/sign-in-code';
import { signGuestToken } from '@/shared/session/guest-token';
import {
  checkResponse,
  contractOperations,
  operationFor,
  type ContractOperation,
} from './contract-check';
import { validRegistrationForm } from '@/testing/registration-form-data';
import { expectRequestContractViolations } from './contract-check';

/**
 * Drives every operation of api/openapi.yaml against the demo API (src/mocks/handlers): the
 * success answer and each error the handlers implement (401, 403, 404, 409, 422, 400). The list
 * of operations comes from the contract, so a new operation without a case here fails.
 */

type Call = {
  method: string;
  path: string;
  /** The Authorization header value. */
  authorization?: string;
  json?: unknown;
  /** Sent as application/json but not JSON. */
  text?: string;
  form?: FormData;
};

type Run = (call: Call, expectedStatus: number) => Promise<Response>;
type Case = (run: Run) => Promise<void>;

const account = (userId = '1001') => `Bearer ${issueAccessToken(userId)}`;
const guest = async (uuid: string, key: string) => `Bearer ${await signGuestToken(uuid, key)}`;
const guestKeys = {
  polish: '02211307589',
  foreign: '3c01x00t47',
  forbidden: '83071503434',
} as const;
const redirect_uri = 'http://localhost/';

function toRequest({ method, path, authorization, json, text, form }: Call): Request {
  const headers = new Headers();
  if (authorization) headers.set('Authorization', authorization);
  let body: BodyInit | undefined;
  if (form) body = form;
  else if (json !== undefined || text !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = text ?? JSON.stringify(json);
  }
  return new Request(new URL(api(path), window.location.origin), { method, headers, body });
}

const readsWithAccount = (path: string): Case => {
  return async (run) => {
    await run({ method: 'GET', path, authorization: account() }, 200);
    await run({ method: 'GET', path }, 401);
    await run({ method: 'GET', path, authorization: 'Bearer not-a-demo-token' }, 401);
  };
};

const publicRead =
  (path: string): Case =>
  async (run) => {
    await run({ method: 'GET', path }, 200);
  };

const hotelCodeOnly =
  (suffix: string): Case =>
  async (run) => {
    const { id, code } = demoHotelBookings.confirmed;
    const path = `/app/hotel/reservations/${id}${suffix}`;
    await run({ method: 'POST', path, json: { code } }, 200);
    await run({ method: 'POST', path, json: { code: '000000' } }, 422);
    await run({ method: 'POST', path, json: {} }, 422);
    await run(
      {
        method: 'POST',
        path: `/app/hotel/reservations/${crypto.randomUUID()}${suffix}`,
        json: { code },
      },
      422,
    );
  };

async function documentIds(authorization: string) {
  const response = await fetch(
    toRequest({ method: 'GET', path: '/app/panel/documents', authorization }),
  );
  const documents = (await response.json()) as { id: string; state: string }[];
  const toSign = documents.find((item) => item.state === 'toSign');
  if (!toSign || !documents[0]) throw new Error('the demo resident has no document to sign');
  return { toSign: toSign.id, any: documents[0].id };
}

const cases: Record<string, Case> = {
  async exchangeSignInCode(run) {
    const path = '/app/auth/token';
    const code_verifier = testCodeVerifier;
    const code = await issuedSignInCode('1001', redirect_uri);
    await run({ method: 'POST', path, json: { code, redirect_uri, code_verifier } }, 200);
    await run({ method: 'POST', path, json: { code, redirect_uri, code_verifier } }, 400);
    const other = await issuedSignInCode('1002', redirect_uri);
    await run({ method: 'POST', path, json: { code: other, code_verifier } }, 400);
    await run({ method: 'POST', path, json: { code: other, redirect_uri } }, 400);
    await run({ method: 'POST', path, text: '{"code":' }, 400);
  },
  async logout(run) {
    const token = account();
    await run({ method: 'GET', path: '/app/logout', authorization: token }, 204);
    await run({ method: 'GET', path: '/app/logout', authorization: token }, 401);
    await run({ method: 'GET', path: '/app/logout' }, 401);
  },

  listCountries: publicRead('/app/dictionaries/countries'),
  listDocumentTypes: publicRead('/app/dictionaries/document-types'),
  listUniversities: publicRead('/app/dictionaries/universities'),
  listDorms: publicRead('/app/dictionaries/dorms'),
  listApplicationPeriods: publicRead('/app/periods'),
  async postRegistrationForm(run) {
    const path = '/app/form/post';
    await run({ method: 'POST', path, form: validRegistrationForm() }, 201);
    await run({ method: 'POST', path, form: validRegistrationForm({ pesel: '1' }) }, 422);
    await run(
      {
        method: 'POST',
        path,
        form: validRegistrationForm({
          studentFormSubtype: 'NativeStudentForm',
          indexNumber: '999999',
        }),
        authorization: account(),
      },
      422,
    );
    await run(
      {
        method: 'POST',
        path,
        form: validRegistrationForm({
          studentFormSubtype: 'NativeStudentForm',
          indexNumber: '301999',
        }),
      },
      401,
    );
    await run({ method: 'POST', path, json: { type: 'StudentForm' } }, 400);
  },
  getAdditionalInfo: readsWithAccount('/app/form/additionalInfo'),

  getArrivalTime: readsWithAccount('/app/panel/arrival-time'),
  async putArrivalTime(run) {
    const path = '/app/panel/arrival-time';
    const authorization = account();
    // Declared ahead (a day in the past is refused, 422).
    const arrivalTime = `${new Date().getFullYear() + 1}-10-01T09:30:00Z`;
    await run({ method: 'PUT', path, authorization, json: { arrivalTime } }, 200);
    await run({ method: 'PUT', path, authorization, json: { arrivalTime: 'soon' } }, 422);
    await run(
      { method: 'PUT', path, authorization, json: { arrivalTime: '2020-10-01T09:30:00Z' } },
      422,
    );
    await run({ method: 'PUT', path, json: { arrivalTime } }, 401);
  },
  getArchivalApplications: readsWithAccount('/app/panel/applications'),
  getDocuments: readsWithAccount('/app/panel/documents'),
  async signDocument(run) {
    const authorization = account();
    const { toSign } = await documentIds(authorization);
    const path = `/app/panel/documents/${toSign}/sign`;
    await run({ method: 'POST', path, authorization }, 200);
    await run({ method: 'POST', path, authorization }, 409);
    await run({ method: 'POST', path: '/app/panel/documents/no-such/sign', authorization }, 404);
    await run({ method: 'POST', path }, 401);
  },
  async downloadDocument(run) {
    const authorization = account();
    const { any } = await documentIds(authorization);
    await run({ method: 'GET', path: `/app/panel/documents/${any}/pdf`, authorization }, 200);
    await run({ method: 'GET', path: '/app/panel/documents/no-such/pdf', authorization }, 404);
    await run({ method: 'GET', path: `/app/panel/documents/${any}/pdf` }, 401);
  },
  getInvoice: readsWithAccount('/app/panel/invoice'),
  async putInvoice(run) {
    const path = '/app/panel/invoice';
    const authorization = account();
    const invoice = (await (
      await fetch(toRequest({ method: 'GET', path, authorization }))
    ).json()) as Record<string, unknown>;
    await run({ method: 'PUT', path, authorization, json: invoice }, 200);
    await run(
      {
        method: 'PUT',
        path,
        authorization,
        json: { ...invoice, state: true, type: 'company', company: ' ' },
      },
      422,
    );
    await run({ method: 'PUT', path, authorization, text: 'not json' }, 400);
    await run({ method: 'PUT', path, json: invoice }, 401);
  },
  getCharges: readsWithAccount('/app/panel/fees/charges'),
  getPayments: readsWithAccount('/app/panel/fees/payments'),
  getBalance: readsWithAccount('/app/panel/fees/balance'),
  getBankAccount: readsWithAccount('/app/panel/fees/bank-account'),
  getNetworkNotes: readsWithAccount('/app/panel/network/notes'),
  getNetworkAllocation: readsWithAccount('/app/panel/network/allocation'),
  async getNetworkConfiguration(run) {
    await readsWithAccount('/app/panel/network/configuration')(run);
    // 1002 has no active connection.
    await run(
      { method: 'GET', path: '/app/panel/network/configuration', authorization: account('1002') },
      404,
    );
  },
  async getNetworkTransfer(run) {
    await readsWithAccount('/app/panel/network/transfer')(run);
    await run(
      { method: 'GET', path: '/app/panel/network/transfer', authorization: account('1002') },
      404,
    );
  },
  async registerMac(run) {
    const path = '/app/panel/network/mac';
    const authorization = account();
    const mac = '02:1a:2b:3c:4d:5e';
    await run(
      { method: 'POST', path, authorization, json: { mac, regulationsAccepted: true } },
      202,
    );
    await run(
      { method: 'POST', path, authorization, json: { mac, regulationsAccepted: false } },
      422,
    );
    await run(
      { method: 'POST', path, authorization, json: { mac: 'zz', regulationsAccepted: true } },
      422,
    );
    await run({ method: 'POST', path, json: { mac, regulationsAccepted: true } }, 401);
  },

  async getGuestStatus(run) {
    const path = (uuid: string) => `/app/guest/${uuid}`;
    await run(
      {
        method: 'GET',
        path: path(demoGuestIds.foreign),
        authorization: await guest(demoGuestIds.foreign, guestKeys.foreign),
      },
      200,
    );
    await run({ method: 'GET', path: path(demoGuestIds.polish) }, 400);
    const nineHoursAgo = new Date(Date.now() - 9 * 3600 * 1000);
    const expired = await signGuestToken(demoGuestIds.polish, guestKeys.polish, nineHoursAgo);
    await run(
      { method: 'GET', path: path(demoGuestIds.polish), authorization: `Bearer ${expired}` },
      400,
    );
    await run(
      {
        method: 'GET',
        path: path(demoGuestIds.forbidden),
        authorization: await guest(demoGuestIds.forbidden, guestKeys.forbidden),
      },
      403,
    );
    await run(
      {
        method: 'GET',
        path: path(demoGuestIds.polish),
        authorization: await guest(demoGuestIds.polish, guestKeys.foreign),
      },
      422,
    );
  },
  async verifyGuest(run) {
    const path = (uuid: string) => `/app/guest/${uuid}/verify`;
    const maria = await guest(demoGuestIds.polish, guestKeys.polish);
    const names = { firstName: 'Maria', lastName: 'Wiśniewska' };
    await run(
      { method: 'POST', path: path(demoGuestIds.polish), authorization: maria, json: names },
      200,
    );
    await run(
      { method: 'POST', path: path(demoGuestIds.polish), authorization: maria, text: '{' },
      400,
    );
    await run({ method: 'POST', path: path(demoGuestIds.polish), json: names }, 400);
    await run(
      {
        method: 'POST',
        path: path(demoGuestIds.forbidden),
        authorization: await guest(demoGuestIds.forbidden, guestKeys.forbidden),
        json: { firstName: 'Tomasz', lastName: 'Lewandowski' },
      },
      403,
    );
    await run(
      {
        method: 'POST',
        path: path(demoGuestIds.polish),
        authorization: maria,
        json: { ...names, lastName: 'Nowak' },
      },
      422,
    );
  },
  async acceptGuestAgreement(run) {
    const accept = (uuid: string, authorization: string, accepted = true) => ({
      method: 'POST',
      path: `/app/guest/${uuid}/agreement`,
      authorization,
      json: { accepted },
    });
    const maria = await guest(demoGuestIds.polish, guestKeys.polish);
    await run(accept(demoGuestIds.polish, maria), 200);
    await run(accept(demoGuestIds.polish, maria, false), 400);
    const blocked = await guest(demoGuestIds.forbidden, guestKeys.forbidden);
    await run(accept(demoGuestIds.forbidden, blocked), 403);
    // The foreign guest's link with a token signed for the Polish guest's PESEL.
    const mismatched = await guest(demoGuestIds.foreign, guestKeys.polish);
    await run(accept(demoGuestIds.foreign, mismatched), 422);
  },

  hotelSignIn: hotelCodeOnly('/sign-in'),
  getHotelBooking: hotelCodeOnly(''),
  getHotelRooms: hotelCodeOnly('/rooms'),
  async acceptHotelBooking(run) {
    const accept = (booking: { id: string; code: string }, code = booking.code) => ({
      method: 'POST',
      path: `/app/hotel/reservations/${booking.id}/accept`,
      json: { code },
    });
    await run(accept(demoHotelBookings.toBeConfirmed), 200);
    await run(accept(demoHotelBookings.toBeConfirmed), 409);
    await run(accept(demoHotelBookings.notRealized), 409);
    await run(accept(demoHotelBookings.acceptFails), 409);
    await run(accept(demoHotelBookings.confirmed, '000000'), 422);
  },
};

let operations: ContractOperation[] = [];

beforeAll(async () => {
  operations = await contractOperations();
});

describe('the demo API against the contract, operation by operation', () => {
  // Each operation's error answers are reached with requests that break the contract on purpose.
  beforeEach(() => expectRequestContractViolations());

  it('has a case for every operation of api/openapi.yaml, and no case for anything else', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(Object.keys(cases).sort()).toEqual(operations.map((item) => item.operationId).sort());
  });

  it.each(Object.keys(cases))(
    '%s: every answer is documented and matches its schema',
    async (operationId) => {
      const seen: string[] = [];
      const run: Run = async (call, expectedStatus) => {
        const request = toRequest(call);
        const label = `${call.method} ${call.path} (expecting ${expectedStatus})`;
        const operation = await operationFor(request);
        expect(operation?.operationId, `${label} reaches another operation`).toBe(operationId);
        const response = await fetch(request.clone());
        expect(response.status, label).toBe(expectedStatus);
        expect(await checkResponse(request, response.clone()), label).toEqual([]);
        seen.push(String(response.status));
        return response;
      };
      await cases[operationId]?.(run);
      expect(seen.length).toBeGreaterThan(0);
      expect(
        seen.some((status) => status.startsWith('2')),
        'a successful answer',
      ).toBe(true);
    },
  );
});
