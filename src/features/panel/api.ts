import { baseApi, readableApiError } from '@/shared/api/base-api';
import { loadHttpClient } from '@/shared/api/http-client-loader';
import { isRecord } from '@/shared/lib/response-shape';
import type { components } from '@/shared/api/schema';
import { withAnswer } from '@/shared/api/with-answer';

type Schemas = components['schemas'];
export type ArchivalApplication = Schemas['ArchivalApplication'];
export type PanelDocument = Schemas['PanelDocument'];
export type DocumentState = Schemas['DocumentState'];
export type Invoice = Schemas['Invoice'];
export type Charge = Schemas['Charge'];
export type Payment = Schemas['Payment'];
export type Balance = Schemas['Balance'];
export type BankAccount = Schemas['BankAccount'];
export type NetworkNote = Schemas['NetworkNote'];
export type Allocation = Schemas['Allocation'];
export type NetworkConfiguration = Schemas['NetworkConfiguration'];
export type Transfer = Schemas['Transfer'];
export type TransferMonth = Schemas['TransferMonth'];

/** This feature's cache tags, declared here rather than in shared/api. */
const withTags = baseApi.enhanceEndpoints({
  addTagTypes: ['ArrivalTime', 'Applications', 'Documents', 'Invoice', 'Fees', 'Network'],
});

/**
 * Every tab's data is cached by RTK Query (kept 60 s after its last user), so switching tabs back
 * and forth within a minute makes no new request. Loads and actions show their failures in the
 * screen's own alerts, with the server's messages (decision 009).
 */
export const panelApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getArrivalTime: build.query<Schemas['ArrivalTime'], void>({
      query: () => ({
        url: '/app/panel/arrival-time',
        // A well-formed answer without the field must not read as "none declared".
        isExpected: (data) =>
          isRecord(data) && (data.arrivalTime === null || typeof data.arrivalTime === 'string'),
      }),
      providesTags: ['ArrivalTime'],
    }),
    putArrivalTime: build.mutation<Schemas['ArrivalTimeInput'], Schemas['ArrivalTimeInput']>({
      query: (data) => ({
        url: '/app/panel/arrival-time',
        method: 'PUT',
        data,
        // The saved value: a null (or missing) time would say "saved" over "not declared yet".
        isExpected: (answer) =>
          isRecord(answer) && typeof answer.arrivalTime === 'string' && answer.arrivalTime !== '',
      }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        withAnswer(queryFulfilled, async (data) => {
          await dispatch(panelApi.util.upsertQueryData('getArrivalTime', undefined, data));
        }),
    }),
    getApplications: build.query<ArchivalApplication[], void>({
      query: () => ({ url: '/app/panel/applications' }),
      providesTags: ['Applications'],
    }),
    getDocuments: build.query<PanelDocument[], void>({
      query: () => ({ url: '/app/panel/documents' }),
      providesTags: ['Documents'],
    }),
    signDocument: build.mutation<PanelDocument, string>({
      query: (id) => ({
        url: `/app/panel/documents/${encodeURIComponent(id)}/sign`,
        method: 'POST',
      }),
      onQueryStarted: (_id, { dispatch, queryFulfilled }) =>
        withAnswer(queryFulfilled, (data) => {
          dispatch(
            panelApi.util.updateQueryData('getDocuments', undefined, (documents) =>
              documents.map((item) => (item.id === data.id ? data : item)),
            ),
          );
        }),
    }),
    getInvoice: build.query<Invoice, void>({
      query: () => ({ url: '/app/panel/invoice' }),
      providesTags: ['Invoice'],
    }),
    putInvoice: build.mutation<Invoice, Invoice>({
      query: (data) => ({ url: '/app/panel/invoice', method: 'PUT', data }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        withAnswer(queryFulfilled, async (data) => {
          await dispatch(panelApi.util.upsertQueryData('getInvoice', undefined, data));
        }),
    }),
    getCharges: build.query<Charge[], void>({
      query: () => ({ url: '/app/panel/fees/charges' }),
      providesTags: ['Fees', 'Worded'],
    }),
    getPayments: build.query<Payment[], void>({
      query: () => ({ url: '/app/panel/fees/payments' }),
      providesTags: ['Fees'],
    }),
    getBalance: build.query<Balance, void>({
      query: () => ({ url: '/app/panel/fees/balance' }),
      providesTags: ['Fees'],
    }),
    getBankAccount: build.query<BankAccount, void>({
      query: () => ({ url: '/app/panel/fees/bank-account' }),
      // The payee's address names its country in the reader's language.
      providesTags: ['Fees', 'Worded'],
    }),
    getNetworkNotes: build.query<NetworkNote[], void>({
      query: () => ({ url: '/app/panel/network/notes' }),
      providesTags: ['Network', 'Worded'],
    }),
    getAllocation: build.query<Allocation, void>({
      query: () => ({ url: '/app/panel/network/allocation' }),
      providesTags: ['Network'],
    }),
    getNetworkConfiguration: build.query<NetworkConfiguration, void>({
      query: () => ({ url: '/app/panel/network/configuration' }),
      providesTags: ['Network'],
    }),
    getTransfer: build.query<Transfer, void>({
      query: () => ({ url: '/app/panel/network/transfer' }),
      providesTags: ['Network'],
    }),
    registerMac: build.mutation<Allocation, Schemas['MacRegistration']>({
      query: (data) => ({
        url: '/app/panel/network/mac',
        method: 'POST',
        data,
        // The saved value (MacSent): an allocation without this address pending would leave
        // "sent" beside a connection that records no request.
        isExpected: (answer) =>
          isRecord(answer) &&
          isRecord(answer.pendingMac) &&
          typeof answer.pendingMac.mac === 'string' &&
          answer.pendingMac.mac.toLowerCase() === data.mac.toLowerCase(),
      }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        withAnswer(queryFulfilled, async (data) => {
          await dispatch(panelApi.util.upsertQueryData('getAllocation', undefined, data));
        }),
    }),
  }),
});

export const {
  useGetArrivalTimeQuery,
  usePutArrivalTimeMutation,
  useGetApplicationsQuery,
  useGetDocumentsQuery,
  useSignDocumentMutation,
  useGetInvoiceQuery,
  usePutInvoiceMutation,
  useGetChargesQuery,
  useGetPaymentsQuery,
  useGetBalanceQuery,
  useGetBankAccountQuery,
  useGetNetworkNotesQuery,
  useGetAllocationQuery,
  useGetNetworkConfigurationQuery,
  useGetTransferQuery,
  useRegisterMacMutation,
} = panelApi;

/** `attachment; filename="x.pdf"` (or filename*=UTF-8''x.pdf) -> x.pdf */
export function fileNameFromDisposition(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}

/**
 * Downloads a document's PDF through the shared axios instance (authorization, 401/412 handling)
 * and saves it under the name the API gives, falling back to the listed file name. A failure is
 * thrown as an ApiError with the server's words readable.
 */
export async function downloadDocumentPdf(document: PanelDocument): Promise<string> {
  const { http, toApiError } = await loadHttpClient();
  const response = await http
    .request<Blob>({
      url: `/app/panel/documents/${encodeURIComponent(document.id)}/pdf`,
      method: 'GET',
      responseType: 'blob',
      headers: { Accept: 'application/pdf' },
    })
    .catch(async (error: unknown) => {
      throw await readableApiError(toApiError(error));
    });
  const name =
    fileNameFromDisposition(response.headers['content-disposition']) ?? document.fileName;
  const blob =
    response.data instanceof Blob
      ? response.data
      : new Blob([response.data], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
